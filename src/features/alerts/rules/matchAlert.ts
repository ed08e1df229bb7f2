import {
  countyMatches,
  queryMatcher,
  type CodeQuery,
  type CompanySize,
  type County,
} from '@/features/funding-calls/rules'

/** What an alert subscription asks for (the codes with their correspondence already added). */
export type AlertFilters = {
  /** The subscriber's codes in their versions, and the codes of the other version they pair with. */
  codes: CodeQuery[]
  county: County | null
  size: CompanySize | null
  programme: number | null
  /** The least grant worth hearing about, in euro. */
  minAmount: number | null
}

/** The facts of a call an alert looks at (its codes as keys with their version). */
export type AlertCall = {
  codes: string[]
  counties: string[]
  applicantTypes: string[]
  programme: number | null
  amountMax: number | null
}

/**
 * The test of calls against one subscription, with the catalogue's rules: a code covers the
 * subscriber's (or lies under it) in its version or through the correspondence; a call without
 * counties is open in all of Croatia; the size must be among the call's applicants; a call
 * without a maximum may give any amount. A filter not set lets every call through.
 */
export function alertMatcher(filters: AlertFilters): (call: AlertCall) => boolean {
  const codes = filters.codes.length > 0 ? queryMatcher(filters.codes) : null
  return (call) =>
    (!codes || call.codes.some(codes)) &&
    (!filters.county || countyMatches(call.counties, filters.county)) &&
    (!filters.size || call.applicantTypes.includes(filters.size)) &&
    (filters.programme === null || call.programme === filters.programme) &&
    (filters.minAmount === null || call.amountMax === null || call.amountMax >= filters.minAmount)
}
