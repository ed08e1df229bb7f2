import type { Access, Where } from 'payload'

import { hasRole } from '@/access/roles'
import { zagrebDayBounds } from '@/lib/zagreb'

export const careersGroup = { hr: 'Karijere', en: 'Careers', de: 'Karriere' }

/**
 * The openings a visitor may see: shown, and closing today or later (a job is open all of its
 * closing day in Europe/Zagreb, and disappears the day after by itself).
 */
export function openJobsWhere(now: Date = new Date()): Where {
  return {
    and: [
      { shown: { equals: true } },
      { closingDate: { greater_than_equal: zagrebDayBounds(now).start.toISOString() } },
    ],
  }
}

/** Editors and admins read every opening; everyone else only the open ones. */
export const openOrEditor: Access = ({ req: { user } }) =>
  hasRole(user, 'editor', 'admin') ? true : openJobsWhere()
