import type { CollectionBeforeOperationHook } from 'payload'

import { spendPasswordCheck } from '../../../passwordHash'

/**
 * Payload answers a sign-in for an unknown address or a locked account before it checks any
 * password, several hundred milliseconds sooner than a wrong password to a real account. This
 * spends the same work on those, so that no sign-in route (ours or Payload's) tells by its
 * timing which addresses have accounts.
 */
export const equalLoginWork: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const data = (args.data ?? {}) as { email?: unknown; password?: unknown }
  const email = typeof data.email === 'string' ? data.email.trim().toLowerCase() : ''
  const password = typeof data.password === 'string' ? data.password : ''
  const user = email
    ? await req.payload.db.findOne<{ id: number; lockUntil?: string | null }>({
        collection: 'users',
        where: { email: { equals: email } },
        req,
      })
    : null
  const locked = Boolean(user?.lockUntil && new Date(user.lockUntil).getTime() > Date.now())
  if (!user || locked) await spendPasswordCheck(password)
  return args
}
