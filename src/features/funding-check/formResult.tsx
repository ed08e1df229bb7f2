import { companySizes, counties, isNkdCode } from '@/features/funding-calls/rules'
import { problemsNamed, type FormResultDefinition } from '@/forms/results'
import { oneOf } from '@/lib/oneOf'

/** The funding check's result page (`/forms/funding-check`): its matching calls, or why not. */
export const formResult: FormResultDefinition = {
  namespace: 'FundingCheck',
  statuses: {
    limited: { key: 'tooMany', tone: 'error' },
    error: { key: 'error', tone: 'error' },
  },
  // The funding check's keys carry no `problem.` prefix.
  problem: problemsNamed(['required', 'oibFormat', 'oibChecksum', 'nkdFormat'], ''),
  back: { href: '/#funding-check', label: 'back' },
  instead: async (locale, query) => {
    const code = query.get('nkd')?.trim() ?? ''
    if (query.status !== 'results' || !isNkdCode(code)) return null
    const { FundingCheckAnswer } = await import('./components/FundingCheckAnswer')
    const profile = {
      code,
      version: query.get('version') === 'nkd2025' ? ('nkd2025' as const) : ('nkd2007' as const),
      county: oneOf(counties, query.get('county')),
      size: oneOf(companySizes, query.get('size')),
    }
    return <FundingCheckAnswer locale={locale} profile={profile} />
  },
}
