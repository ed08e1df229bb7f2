import type { Access } from 'payload'

import { hasRole } from './roles'

type MaybeStaff = { role?: string | null; seesLeads?: boolean | null } | null | undefined

/**
 * Who works with the people behind the leads (their enquiries, bookings, personal data):
 * admins and advisers, and editors only when an admin allowed it on their account.
 */
export const mayHandleLeads = (user: MaybeStaff): boolean =>
  hasRole(user, 'admin', 'adviser') || (hasRole(user, 'editor') && user?.seesLeads === true)

export const handlesLeads: Access = ({ req: { user } }) => mayHandleLeads(user)
