import {
  APIError,
  ValidationError,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { hasRole } from '@/access/roles'
import { normaliseEmail } from '@/forms/email'
import { requestLocale, requestMessages } from '@/i18n/translator'
import { clientAddress } from '@/server/rateLimit'

import { matchesStoredPassword } from '../../../passwordHash'
import { passwordProblem } from '../../../rules/password'
import { withSignInDelay } from '../../../service'

type StoredUser = { id: number; email: string; hash?: string; salt?: string }

/** The two fields' names as /admin shows them, for the error's summary. */
const labels = {
  password: { hr: 'Nova lozinka', en: 'New password', de: 'Neues Passwort' },
  currentPassword: { hr: 'Trenutačna lozinka', en: 'Current password', de: 'Aktuelles Passwort' },
}

const refuse = (req: PayloadRequest, path: keyof typeof labels, message: string) =>
  new ValidationError(
    { collection: 'users', errors: [{ path, message, label: labels[path] }], req },
    req.t,
  )

/** True when this update sets the password of the signed-in user's own account. */
function ownAccount(args: { id?: unknown }, user: { id: unknown; role?: string | null }) {
  if (args.id !== undefined) return String(args.id) === String(user.id)
  // A bulk update by anyone but an admin can only reach their own account (read access).
  return !hasRole(user, 'admin')
}

/**
 * One password policy for every way a password is set (sign-up, an admin's "create user",
 * Payload's reset and update routes, the first-user screen): the sign-up's rules. Changing the
 * password of one's own account also needs the current one (`currentPassword`, never stored),
 * checked as a sign-in is (src/features/account/signInDelay.ts): a wrong one counts as a failed
 * sign-in, so it cannot be guessed past the sign-in delay. Admins may set another account's
 * password without it.
 */
export const passwordRules: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') {
    return args
  }
  const data = args.data as Record<string, unknown> | undefined
  if (!data || typeof data !== 'object') return args
  const { currentPassword, ...rest } = data
  const next = { ...args, data: rest }
  if (rest.password === undefined || rest.password === null) return next
  const t = requestMessages(req, 'Account')
  const problem = typeof rest.password === 'string' ? passwordProblem(rest.password) : 'required'
  if (problem) throw refuse(req, 'password', t(`problem.${problem}` as 'problem.required'))
  const user = req.user
  if (operation !== 'update' || !user || !ownAccount(args as { id?: unknown }, user)) return next
  if (typeof currentPassword !== 'string' || currentPassword === '') {
    throw refuse(req, 'currentPassword', t('currentPasswordRequired'))
  }
  const stored = await req.payload.db.findOne<StoredUser>({
    collection: 'users',
    where: { id: { equals: user.id } },
    req,
  })
  if (!stored) throw refuse(req, 'currentPassword', t('currentPasswordWrong'))
  const request = {
    key: clientAddress(req.headers),
    cookies: req.headers.get('cookie'),
    locale: requestLocale(req.url, req.headers),
  }
  const check = await withSignInDelay(
    req.payload,
    normaliseEmail(stored.email),
    request,
    async () => {
      const right = await matchesStoredPassword(stored, currentPassword)
      return { outcome: right ? 'success' : 'failure', value: right }
    },
  )
  if (check.held) {
    throw new APIError(t('tooMany', { minutes: Math.ceil(check.retryAfterSeconds / 60) }), 429)
  }
  if (!check.value) throw refuse(req, 'currentPassword', t('currentPasswordWrong'))
  return next
}
