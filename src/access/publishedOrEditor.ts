import type { Access } from 'payload'

import { hasRole } from './roles'

/**
 * Editors and admins read everything; everyone else only documents whose published date is set
 * and not in the future.
 */
export const publishedOrEditor: Access = ({ req: { user } }) => {
  if (hasRole(user, 'editor', 'admin')) return true
  return {
    and: [
      { publishedDate: { exists: true } },
      { publishedDate: { less_than_equal: new Date().toISOString() } },
    ],
  }
}
