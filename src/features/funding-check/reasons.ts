import type { MatchingCall } from '@/features/funding-calls'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { formatDate } from '@/lib/formatDate'

/** A call as the funding check answers it: the match told in the visitor's language. */
export type CheckedCall = MatchingCall & {
  /** "Rok: 31. prosinca 2026." or "Do utroška sredstava". */
  deadlineLabel: string
  /** "Još 12 dana", or null without a deadline. */
  daysLeftLabel: string | null
  /** Why the call fits: the covering code, the county, the company size. */
  reasons: string[]
}

/** The labels and reasons of each matching call, in one language. */
export function explainMatches(
  locale: Locale,
  code: string,
  opportunities: MatchingCall[],
): CheckedCall[] {
  const t = translator(locale, 'FundingCheck')
  const names = translator(locale, 'Catalogue')
  return opportunities.map((call) => {
    const { codes, county, size } = call.match
    const reasons = codes.map((callCode) =>
      callCode === code ? t('whySameCode', { code }) : t('whyCode', { code, callCode }),
    )
    if (county === 'all') reasons.push(t('whyAllCroatia'))
    else if (county) reasons.push(t('whyCounty', { county: names(`counties.${county}`) }))
    if (size) reasons.push(t('whySize', { size: names(`applicants.${size}`) }))
    return {
      ...call,
      deadlineLabel: call.deadline
        ? t('deadline', { date: formatDate(locale, call.deadline) })
        : t('rolling'),
      daysLeftLabel: call.daysLeft === null ? null : t('daysLeft', { days: call.daysLeft }),
      reasons,
    }
  })
}
