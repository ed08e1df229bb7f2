import {
  APIError,
  type Access,
  type CollectionAfterErrorHook,
  type CollectionBeforeOperationHook,
  type SanitizedConfig,
} from 'payload'

import { isStaff } from '@/access/roles'
import { relationsExist } from '@/hooks/relationsExist'

const staff: Access = ({ req: { user } }) => isStaff(user)

/** `access` narrowed to the firm's staff (editors, advisers, admins): others are refused before it is asked. */
const staffAnd =
  (access: Access | undefined): Access =>
  (args) =>
    isStaff(args.req.user) ? (access ? access(args) : true) : false

/**
 * A create or update without data (an empty body, or a form post, which Payload's routes do not
 * read) makes Payload fail with a server error deep in its field hooks: refuse it plainly.
 */
const requireData: CollectionBeforeOperationHook = ({ args, operation }) => {
  if ((operation === 'create' || operation === 'update') && !args.data) {
    throw new APIError('The request has no data: send a JSON body.', 400, null, true)
  }
  return args
}

/**
 * A validation error of the site's own hooks keeps its field list in the answer, so /admin
 * marks the field and says why. Payload recognises its error classes by `instanceof`, and the
 * production build defeats that (the hooks and Payload's handler get separate copies of the
 * class, with minified names): it would answer only "The following field is invalid". The
 * error is known here by its shape, the list of fields it carries.
 */
const keepFieldErrors: CollectionAfterErrorHook = ({ error, result }) => {
  const data = (error as { data?: { errors?: unknown } }).data
  if (!Array.isArray(data?.errors) || result?.errors?.[0]?.data) return
  const response = { errors: [{ name: 'ValidationError', data, message: error.message }] }
  return { response, status: 400 }
}

/**
 * Payload adds collections of its own after the config is built (document locks, /admin
 * preferences), open to any signed-in account: a member could create, read and delete locks
 * (also locks credited to an admin). They serve /admin, which only editors and admins enter.
 * Every collection, these included, also refuses a write without data and one whose relations
 * point at documents that do not exist (src/hooks/relationsExist.ts), and answers its field
 * errors in full (above).
 */
export function restrictPayloadInternals(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    collection.hooks.beforeOperation = [requireData, ...(collection.hooks.beforeOperation ?? [])]
    collection.hooks.afterError = [...(collection.hooks.afterError ?? []), keepFieldErrors]
    const related = collection.flattenedFields.some(
      (field) => field.type === 'relationship' || field.type === 'upload',
    )
    if (related)
      collection.hooks.beforeChange = [...(collection.hooks.beforeChange ?? []), relationsExist]
    if (collection.slug === 'payload-locked-documents') {
      collection.access = {
        ...collection.access,
        create: staff,
        read: staff,
        update: staff,
        delete: staff,
      }
    }
    if (collection.slug === 'payload-preferences') {
      const { access } = collection
      collection.access = {
        ...access,
        create: staffAnd(access.create),
        read: staffAnd(access.read),
        update: staffAnd(access.update),
        delete: staffAnd(access.delete),
      }
    }
  }
  return config
}
