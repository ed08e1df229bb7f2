import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

import { callIndex } from './callIndex'
import { grantLabel } from './fundingCalls'
import type { IndexedCall } from './callIndex'
import { withRelatedCodes } from './relatedCodes'
import type { CatalogueFilters } from './rules/catalogueFilters'
import {
  codeKey,
  codeQueries,
  keyCode,
  queryMatcher,
  versionNames,
  type CodeVersion,
} from './rules/activityCodes'
import { catalogueMatcher } from './rules/catalogueCounts'
import { compareCatalogue } from './rules/catalogueOrder'
import { daysLeft } from './rules/status'
import type { CompanySize, County } from './rules/taxonomy'

/** A company as the funding check describes it: its activity class, and optionally more. */
export type CompanyProfile = {
  code: string
  /** The classification version of `code` (NKD 2007 when not said). */
  version?: CodeVersion
  county?: County | null
  size?: CompanySize | null
}

/** Why a call fits a company: the call's codes that cover its activity, its county, its size. */
export type CallMatch = {
  /** The call's codes that cover the activity; one of the other version says which ("62.01 (NKD 2007)"). */
  codes: string[]
  /** `all`: the call is open in every county; null: no county was given. */
  county: County | 'all' | null
  size: CompanySize | null
}

export type MatchingCall = {
  id: number
  fundName: string
  funding: string | null
  /** None: open until the funds run out. */
  deadline: string | null
  /** Days left to apply in Zagreb, 0 on the deadline day; null without a deadline. */
  daysLeft: number | null
  match: CallMatch
}

/**
 * Funding calls open today in Zagreb for a company: their activity codes cover its code (the
 * code itself, or its group or division: see codeMatches), they are open in its county (or in
 * all of Croatia) and to its size when given; the earliest deadline first, calls without a
 * deadline last. Each says why it matched. Read from the call index (see callIndex): the
 * calls with a code in the company's division, then the catalogue's rules (catalogueMatcher,
 * held to the database filter by the integration tests).
 */
export async function openCallsForNkd(
  payload: Payload,
  locale: Locale,
  company: CompanyProfile,
  now: Date = new Date(),
): Promise<MatchingCall[]> {
  const { code, county = null, size = null, version = 'nkd2007' } = company
  const asked: Partial<CatalogueFilters> = {
    status: 'open',
    code,
    version,
    county,
    applicant: size,
  }
  const [{ byDivision }, { filters }] = await Promise.all([
    callIndex(payload),
    withRelatedCodes(payload, asked),
  ])
  const queries = codeQueries(code, version, filters.related)
  const covers = queryMatcher(queries)
  // The calls with a code in a division of the queries: the visitor's and the corresponding ones.
  const candidates = new Map<number, IndexedCall>()
  for (const query of queries) {
    for (const call of byDivision.get(codeKey(query.code.slice(0, 2), query.version)) ?? []) {
      candidates.set(call.id, call)
    }
  }
  const shown = (key: string) => {
    const parsed = keyCode(key)
    return parsed.version === version
      ? parsed.code
      : `${parsed.code} (${versionNames[parsed.version]})`
  }
  return [...candidates.values()]
    .filter(catalogueMatcher(filters, now))
    .sort(compareCatalogue({ sort: 'deadline', status: 'open' }))
    .map((call) => {
      const { fundName, amountNote } = call.texts[locale]
      const deadline = call.deadline === null ? null : new Date(call.deadline).toISOString()
      return {
        id: call.id,
        fundName,
        funding: grantLabel(locale, { ...call, amountNote }),
        deadline,
        daysLeft: daysLeft({ deadline }, now),
        match: {
          codes: call.codes.filter(covers).map(shown),
          county: county && (call.counties.length === 0 ? 'all' : county),
          size,
        },
      }
    })
}
