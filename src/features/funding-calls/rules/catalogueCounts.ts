import { zagrebDayBounds } from '@/lib/zagreb'
import { codeQueries, queryMatcher } from './activityCodes'
import { closingWindows, type CatalogueFilters } from './catalogueFilters'
import { counties, countyMatches, type ApplicantType, type County } from './taxonomy'

const dayMs = 24 * 60 * 60 * 1000

/** What the catalogue's filters look at in a call, dates as instants (ms). */
export type CallFacts = {
  id: number
  opensAt: number | null
  deadline: number | null
  amountMin: number | null
  amountMax: number | null
  programme: number | null
  counties: string[]
  applicantTypes: string[]
  /** Its activity codes as keys with their version (see codeKey). */
  codes: string[]
}

export type CatalogueStatus = CatalogueFilters['status']
export const catalogueStatuses: readonly CatalogueStatus[] = [
  'current',
  'open',
  'forthcoming',
  'closed',
]

/** How many calls each value of a filter would show, the other filters as they are. */
export type CatalogueCounts = {
  status: Record<CatalogueStatus, number>
  closesWithin: Record<(typeof closingWindows)[number], number>
  county: Partial<Record<County, number>>
  applicant: Partial<Record<ApplicantType, number>>
  programme: Record<number, number>
}

/** The instants the status filters compare with: today in Zagreb and the closing windows. */
function bounds(now: Date) {
  const { start, end } = zagrebDayBounds(now)
  const windows = Object.fromEntries(
    closingWindows.map((days) => [
      days,
      zagrebDayBounds(new Date(now.getTime() + days * dayMs)).end,
    ]),
  ) as Record<(typeof closingWindows)[number], Date>
  return {
    today: start.getTime(),
    tonight: end.getTime(),
    window: (days: (typeof closingWindows)[number]) => windows[days].getTime(),
  }
}

type Bounds = ReturnType<typeof bounds>

function statusMatches(call: CallFacts, status: CatalogueStatus, at: Bounds): boolean {
  const notClosed = call.deadline === null || call.deadline >= at.today
  switch (status) {
    case 'current':
      return notClosed
    case 'open':
      return notClosed && (call.opensAt === null || call.opensAt <= at.tonight)
    case 'forthcoming':
      return notClosed && call.opensAt !== null && call.opensAt > at.tonight
    case 'closed':
      return call.deadline !== null && call.deadline < at.today
  }
}

const closesWithinMatches = (
  call: CallFacts,
  days: CatalogueFilters['closesWithin'],
  at: Bounds,
): boolean => days === null || (call.deadline !== null && call.deadline <= at.window(days))

/** The filters that have no counts: a call that fails one is not counted anywhere. */
function fixedMatcher(filters: Partial<CatalogueFilters>): (call: CallFacts) => boolean {
  const { min, max } = filters
  const code = filters.code
    ? queryMatcher(codeQueries(filters.code, filters.version, filters.related))
    : null
  return (call) =>
    (!code || call.codes.some(code)) &&
    (min == null || call.amountMax === null || call.amountMax >= min) &&
    (max == null || call.amountMin === null || call.amountMin <= max)
}

/**
 * The test of a call against the filters on `now`: the same rules as the database filter
 * (catalogueWhere), the integration tests hold the two to the same answers. The search words
 * are not looked at here (see hasSearchTerms). Today's bounds in Zagreb are worked out once,
 * for every call the test is given.
 */
export function catalogueMatcher(
  filters: Partial<CatalogueFilters>,
  now: Date = new Date(),
): (call: CallFacts) => boolean {
  const at = bounds(now)
  const fixedMatch = fixedMatcher(filters)
  return (call) =>
    fixedMatch(call) &&
    statusMatches(call, filters.status ?? 'current', at) &&
    closesWithinMatches(call, filters.closesWithin ?? null, at) &&
    (!filters.county || countyMatches(call.counties, filters.county)) &&
    (!filters.applicant || call.applicantTypes.includes(filters.applicant)) &&
    (!filters.programme || call.programme === filters.programme)
}

/**
 * The counts beside each filter value: for each filter, the calls that pass every other filter
 * and that value (so a county's count is what choosing it would show). A call for all of
 * Croatia counts for every county.
 */
export function catalogueCounts(
  calls: readonly CallFacts[],
  filters: Partial<CatalogueFilters>,
  now: Date = new Date(),
): CatalogueCounts {
  const at = bounds(now)
  const fixedMatch = fixedMatcher(filters)
  const counts: CatalogueCounts = {
    status: { current: 0, open: 0, forthcoming: 0, closed: 0 },
    closesWithin: { 7: 0, 30: 0, 90: 0 },
    county: {},
    applicant: {},
    programme: {},
  }
  const status = filters.status ?? 'current'
  const closesWithin = filters.closesWithin ?? null
  const add = <K extends string | number>(record: Partial<Record<K, number>>, key: K) => {
    record[key] = (record[key] ?? 0) + 1
  }
  // Calls for all of Croatia, counted for every county at the end.
  let nationwide = 0
  for (const call of calls) {
    if (!fixedMatch(call)) continue
    const passes = {
      status: statusMatches(call, status, at),
      closesWithin: closesWithinMatches(call, closesWithin, at),
      county: !filters.county || countyMatches(call.counties, filters.county),
      applicant: !filters.applicant || call.applicantTypes.includes(filters.applicant),
      programme: !filters.programme || call.programme === filters.programme,
    }
    const failing = Object.entries(passes).filter(([, ok]) => !ok)
    if (failing.length > 1) continue
    /** True when every filter but `facet` lets the call through. */
    const others = (facet: keyof typeof passes) => failing.length === 0 || failing[0]![0] === facet
    if (others('status')) {
      for (const value of catalogueStatuses) {
        if (statusMatches(call, value, at)) counts.status[value] += 1
      }
    }
    if (others('closesWithin')) {
      for (const days of closingWindows) {
        if (closesWithinMatches(call, days, at)) counts.closesWithin[days] += 1
      }
    }
    if (others('county')) {
      if (call.counties.length === 0) nationwide += 1
      else for (const county of call.counties) add(counts.county, county as County)
    }
    if (others('applicant')) {
      for (const type of call.applicantTypes) add(counts.applicant, type as ApplicantType)
    }
    if (others('programme') && call.programme !== null) add(counts.programme, call.programme)
  }
  for (const county of counties) counts.county[county] = (counts.county[county] ?? 0) + nationwide
  return counts
}
