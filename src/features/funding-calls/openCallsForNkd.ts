import type { Payload, Where } from 'payload'

import type { Locale } from '@/i18n/locales'

import { grantLabel } from './fundingCalls'
import { coveringCodes } from './rules/activityCodes'
import { callStatus } from './rules/status'

export type Opportunity = {
  id: number
  fundName: string
  funding: string | null
  /** None: open until the funds run out. */
  deadline: string | null
}

const day = 24 * 60 * 60 * 1000

/**
 * The database side of "open": no deadline, or a deadline from a day before `now` on, and no
 * opening date after the next day (a day of margin both ways, as the exact rule, days in
 * Zagreb, is applied after reading with `callStatus`).
 */
export const openDeadlines = (now: Date): Where => ({
  and: [
    {
      or: [
        { deadline: { exists: false } },
        { deadline: { greater_than_equal: new Date(now.getTime() - day).toISOString() } },
      ],
    },
    {
      or: [
        { opensAt: { exists: false } },
        { opensAt: { less_than_equal: new Date(now.getTime() + day).toISOString() } },
      ],
    },
  ],
})

/**
 * Funding calls open today in Zagreb whose activity codes cover `code` (the code itself, or
 * its group or division: see rules/activityCodes), the earliest deadline first, calls without
 * a deadline last.
 */
export async function openCallsForNkd(
  payload: Payload,
  locale: Locale,
  code: string,
  now: Date = new Date(),
): Promise<Opportunity[]> {
  const { docs } = await payload.find({
    collection: 'funding-calls',
    locale,
    depth: 0,
    overrideAccess: false,
    pagination: false,
    sort: 'deadline',
    where: { and: [openDeadlines(now), { 'nkdCodes.code': { in: coveringCodes(code) } }] },
    select: {
      fundName: true,
      opensAt: true,
      deadline: true,
      amountMin: true,
      amountMax: true,
      amountNote: true,
    },
  })
  return docs
    .filter((doc) => callStatus(doc, now) === 'open')
    .sort((a, b) => (a.deadline ? 0 : 1) - (b.deadline ? 0 : 1))
    .map((doc) => ({
      id: doc.id,
      fundName: doc.fundName,
      funding: grantLabel(locale, doc),
      deadline: doc.deadline ?? null,
    }))
}
