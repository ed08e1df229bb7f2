import type { CollectionBeforeChangeHook } from 'payload'

import { hasRole } from '@/access/roles'

/**
 * The very first account (Payload's first-user screen or ADMIN_EMAIL) becomes an admin. It and
 * every account an admin creates in /admin count as confirmed; only public sign-ups confirm
 * their address by the mailed link, and never become admins.
 */
export const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || req.context.publicSignup) return data
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
  if (totalDocs === 0) return { ...data, role: 'admin', _verified: true }
  if (hasRole(req.user, 'admin')) return { ...data, _verified: true }
  return data
}
