import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

import { catalogueWhere } from './catalogueWhere'
import { grantLabel } from './fundingCalls'
import { codeMatches } from './rules/activityCodes'
import { daysLeft } from './rules/status'
import type { CompanySize, County } from './rules/taxonomy'

/** A company as the funding check describes it: its activity class, and optionally more. */
export type CompanyProfile = {
  code: string
  county?: County | null
  size?: CompanySize | null
}

/** Why a call fits a company: the call's codes that cover its activity, its county, its size. */
export type OpportunityMatch = {
  codes: string[]
  /** `all`: the call is open in every county; null: no county was given. */
  county: County | 'all' | null
  size: CompanySize | null
}

export type Opportunity = {
  id: number
  fundName: string
  funding: string | null
  /** None: open until the funds run out. */
  deadline: string | null
  /** Days left to apply in Zagreb, 0 on the deadline day; null without a deadline. */
  daysLeft: number | null
  match: OpportunityMatch
}

/**
 * Funding calls open today in Zagreb for a company: their activity codes cover its code (the
 * code itself, or its group or division: see catalogueWhere), they are open in its county (or
 * in all of Croatia) and to its size when given; the earliest deadline first, calls without a
 * deadline last. Each says why it matched.
 */
export async function openCallsForNkd(
  payload: Payload,
  locale: Locale,
  company: CompanyProfile,
  now: Date = new Date(),
): Promise<Opportunity[]> {
  const { code, county = null, size = null } = company
  const { docs } = await payload.find({
    collection: 'funding-calls',
    locale,
    depth: 0,
    overrideAccess: false,
    pagination: false,
    sort: ['deadlineSort', 'id'],
    where: catalogueWhere({ status: 'open', code, county, applicant: size }, now),
    select: {
      fundName: true,
      deadline: true,
      amountMin: true,
      amountMax: true,
      amountNote: true,
      counties: true,
      nkdCodes: { code: true },
    },
  })
  return docs.map((doc) => ({
    id: doc.id,
    fundName: doc.fundName,
    funding: grantLabel(locale, doc),
    deadline: doc.deadline ?? null,
    daysLeft: daysLeft(doc, now),
    match: {
      codes: (doc.nkdCodes ?? [])
        .map((row) => row.code)
        .filter((callCode) => codeMatches(callCode, code)),
      county: county && ((doc.counties ?? []).length === 0 ? 'all' : county),
      size,
    },
  }))
}
