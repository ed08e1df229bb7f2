import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

import { catalogueWhere } from './catalogueWhere'
import { grantLabel } from './fundingCalls'

export type Opportunity = {
  id: number
  fundName: string
  funding: string | null
  /** None: open until the funds run out. */
  deadline: string | null
}

/**
 * Funding calls open today in Zagreb whose activity codes cover `code` (the code itself, or
 * its group or division: see catalogueWhere), the earliest deadline first, calls without a
 * deadline last.
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
    where: catalogueWhere({ status: 'open', code }, now),
    select: {
      fundName: true,
      deadline: true,
      amountMin: true,
      amountMax: true,
      amountNote: true,
    },
  })
  return docs
    .sort((a, b) => (a.deadline ? 0 : 1) - (b.deadline ? 0 : 1))
    .map((doc) => ({
      id: doc.id,
      fundName: doc.fundName,
      funding: grantLabel(locale, doc),
      deadline: doc.deadline ?? null,
    }))
}
