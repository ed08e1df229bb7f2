import {
  APIError,
  type Access,
  type CollectionBeforeOperationHook,
  type SanitizedConfig,
} from 'payload'

import { hasRole } from '@/access/roles'
import { relationsExist } from '@/hooks/relationsExist'

const staff: Access = ({ req: { user } }) => hasRole(user, 'editor', 'admin')

/** `access` narrowed to editors and admins: others are refused before it is asked. */
const staffAnd =
  (access: Access | undefined): Access =>
  (args) =>
    hasRole(args.req.user, 'editor', 'admin') ? (access ? access(args) : true) : false

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
 * Payload adds collections of its own after the config is built (document locks, /admin
 * preferences), open to any signed-in account: a member could create, read and delete locks
 * (also locks credited to an admin). They serve /admin, which only editors and admins enter.
 * Every collection, these included, also refuses a write without data (above) and one whose
 * relations point at documents that do not exist (src/hooks/relationsExist.ts).
 */
export function restrictPayloadInternals(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    collection.hooks.beforeOperation = [requireData, ...(collection.hooks.beforeOperation ?? [])]
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
