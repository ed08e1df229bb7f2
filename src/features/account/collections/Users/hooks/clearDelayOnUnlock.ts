import type { CollectionAfterOperationHook } from 'payload'

import { normaliseEmail } from '@/forms/email'

import { clearSignInDelay } from '../../../signInDelay'

/**
 * POST /api/users/unlock (admins only): Payload's own lockout is off, so an admin's unlock lifts
 * the site's sign-in wait of that account instead (src/features/account/signInDelay.ts).
 */
export const clearDelayOnUnlock: CollectionAfterOperationHook = async ({
  args,
  operation,
  result,
}) => {
  if (operation !== 'unlock') return result
  const email = (args as { data?: { email?: unknown } }).data?.email
  if (typeof email === 'string') await clearSignInDelay(normaliseEmail(email))
  return result
}
