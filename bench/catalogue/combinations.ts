// What the catalogue bench asks: 30 list URLs (filters as visitors combine them) and the
// companies of the funding check, all naming codes, counties and programmes of ./dataset.ts.
import type { CompanyProfile } from '@/features/funding-calls/openCallsForNkd'
import { companySizes, counties } from '@/features/funding-calls/rules/taxonomy'
import type { Locale } from '@/i18n/locales'

import type { Dataset } from './dataset'

export type Combination = { locale: Locale; query: string }

/** The catalogue's list URLs (their query strings, '' for the unfiltered list). */
export function catalogueCombinations(data: Dataset): Combination[] {
  const programme = (short: string) => data.programmes.find((p) => p.short === short)!.id
  const hr = (query: string): Combination => ({ locale: 'hr', query })
  return [
    hr(''),
    hr('status=open'),
    hr('status=forthcoming'),
    hr('status=closed'),
    hr('closes=7'),
    hr('closes=30'),
    hr('closes=90'),
    hr('code=62.01'),
    hr('code=55.1'),
    hr('code=47'),
    hr('county=istarska'),
    hr('applicant=micro'),
    hr(`programme=${programme('PKK')}`),
    hr('min=50000'),
    hr('max=20000'),
    hr('min=10000&max=100000'),
    hr('q=poduzetnistvo'),
    hr('q=poduzetništvo'),
    hr('q=digitalizacija+turizam'),
    hr('q=energetska+u%C4%8Dinkovitost'),
    hr('sort=newest'),
    hr('sort=amount'),
    hr('page=3'),
    hr('code=62.01&county=grad-zagreb&applicant=small&status=open'),
    hr('code=10.71&county=osjecko-baranjska&min=10000&sort=amount'),
    hr(`applicant=micro&programme=${programme('NPOO')}&status=open&closes=30`),
    hr('q=digitalizacija&code=62&county=splitsko-dalmatinska&sort=newest&page=2'),
    { locale: 'en', query: 'q=innovation&applicant=medium&min=100000' },
    { locale: 'en', query: 'code=01.1&county=vukovarsko-srijemska&status=closed' },
    { locale: 'de', query: 'q=f%C3%B6rderung+digitalisierung&status=open&sort=amount' },
  ]
}

/**
 * 50 companies for the funding check, rotating: like visitors, two in three work in a division
 * that calls often name (trade, tourism, IT, farming…), one in three elsewhere; classes spread
 * over the pool; every third gives a county, every fourth a size.
 */
export function fundingCheckCompanies(data: Dataset): CompanyProfile[] {
  const common = new Set(
    data.pool.divisionWeights.filter(([, weight]) => weight > 1).map(([division]) => division),
  )
  const classes = [...data.pool.classes].flatMap(([division, codes]) =>
    codes.map((code) => ({ code, common: common.has(division) })),
  )
  const spread = (codes: string[], count: number) =>
    Array.from({ length: count }, (_, index) => codes[Math.floor((index * codes.length) / count)]!)
  const codes = [
    ...spread(
      classes.filter((entry) => entry.common).map((entry) => entry.code),
      34,
    ),
    ...spread(
      classes.filter((entry) => !entry.common).map((entry) => entry.code),
      16,
    ),
  ]
  // Interleaved, so that any stretch of requests mixes both kinds.
  const order = codes.map((code, index) => ({ code, key: (index * 37) % codes.length }))
  return order
    .sort((a, b) => a.key - b.key)
    .map(({ code }, index) => ({
      code,
      county: index % 3 === 0 ? counties[index % counties.length]! : null,
      size: index % 4 === 0 ? companySizes[index % companySizes.length]! : null,
    }))
}
