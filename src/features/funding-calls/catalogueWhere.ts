import { zagrebDayBounds } from '@/lib/zagreb'
import type { Where } from 'payload'

import { codeKey, codeLevel, codeQueries, coveringCodes } from './rules/activityCodes'
import type { CatalogueFilters } from './rules/catalogueFilters'

const dayMs = 24 * 60 * 60 * 1000

/**
 * The database filter for the catalogue's filters on `now` (days in Zagreb: a call is open all
 * of its deadline day, forthcoming until its opening day). Every part is an indexed column:
 * dates, amounts, the programme, and the rows of codes, counties and applicant types.
 */
export function catalogueWhere(filters: Partial<CatalogueFilters>, now: Date = new Date()): Where {
  const { start, end } = zagrebDayBounds(now)
  const today = start.toISOString()
  const tonight = end.toISOString()
  const and: Where[] = []

  const notClosed: Where = {
    or: [{ deadline: { exists: false } }, { deadline: { greater_than_equal: today } }],
  }
  const opened: Where = {
    or: [{ opensAt: { exists: false } }, { opensAt: { less_than_equal: tonight } }],
  }
  switch (filters.status ?? 'current') {
    case 'current':
      and.push(notClosed)
      break
    case 'open':
      and.push(notClosed, opened)
      break
    case 'forthcoming':
      and.push(notClosed, { opensAt: { greater_than: tonight } })
      break
    case 'closed':
      and.push({ deadline: { less_than: today } })
      break
  }
  if (filters.closesWithin) {
    const last = zagrebDayBounds(new Date(now.getTime() + filters.closesWithin * dayMs)).end
    and.push({ deadline: { less_than_equal: last.toISOString() } })
  }
  if (filters.code) {
    // A class finds calls for it, its group and its division; a group or division also finds
    // the calls for any class under it. Each in its version (codeKey), and in the other
    // version through the correspondence.
    const any: Where[] = codeQueries(filters.code, filters.version, filters.related).flatMap(
      ({ version, code }) => {
        const level = codeLevel(code)
        const under: Where[] =
          level === 'division'
            ? [{ 'nkdCodes.codeDivision': { equals: codeKey(code, version) } }]
            : level === 'group'
              ? [{ 'nkdCodes.codeGroup': { equals: codeKey(code, version) } }]
              : []
        const keys = coveringCodes(code).map((covering) => codeKey(covering, version))
        return [{ 'nkdCodes.codeKey': { in: keys } }, ...under]
      },
    )
    and.push({ or: any })
  }
  if (filters.county) {
    and.push({ or: [{ counties: { in: [filters.county] } }, { counties: { exists: false } }] })
  }
  if (filters.applicant) and.push({ applicantTypes: { in: [filters.applicant] } })
  if (filters.programme) and.push({ programme: { equals: filters.programme } })
  if (filters.min != null) {
    and.push({
      or: [{ amountMax: { exists: false } }, { amountMax: { greater_than_equal: filters.min } }],
    })
  }
  if (filters.max != null) {
    and.push({
      or: [{ amountMin: { exists: false } }, { amountMin: { less_than_equal: filters.max } }],
    })
  }
  return { and }
}
