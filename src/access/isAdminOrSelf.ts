import type { Access } from 'payload'

import { hasRole } from './roles'

/** Admins see every account; anyone else signed in sees only their own. */
export const isAdminOrSelf: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  return { id: { equals: user.id } }
}
