import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

import { isOpen } from './rules/deadline'

export type Opportunity = { id: number; fundName: string; funding: string | null; deadline: string }

const day = 24 * 60 * 60 * 1000

/**
 * The database side of "open": deadlines from a day before `now` (a day of margin, as the
 * exact rule, the deadline's day in Zagreb, is applied after reading with `isOpen`).
 */
export const openDeadlines = (now: Date) => ({
  deadline: { greater_than_equal: new Date(now.getTime() - day).toISOString() },
})

/**
 * Funding calls whose deadline is today or later in Zagreb and whose activity codes include
 * `nkd`, the earliest deadline first.
 */
export async function openCallsForNkd(
  payload: Payload,
  locale: Locale,
  nkd: string,
  now: Date = new Date(),
): Promise<Opportunity[]> {
  const { docs } = await payload.find({
    collection: 'funding-calls',
    locale,
    depth: 0,
    overrideAccess: false,
    pagination: false,
    sort: 'deadline',
    where: { and: [openDeadlines(now), { 'nkdCodes.code': { equals: nkd } }] },
    select: { fundName: true, funding: true, deadline: true },
  })
  return docs
    .filter((doc) => isOpen(doc.deadline, now))
    .map((doc) => ({
      id: doc.id,
      fundName: doc.fundName,
      funding: doc.funding ?? null,
      deadline: doc.deadline,
    }))
}
