import type { Payload } from 'payload'

import { openCallsForNkd, type CompanyProfile } from '@/features/funding-calls'
import type { Locale } from '@/i18n/locales'
import { log } from '@/server/log'
import { consume } from '@/server/rateLimit'

import { explainOpportunities, type CheckedOpportunity } from './reasons'
import { validateFundingCheck, type FundingCheckProblem } from './rules/fundingCheck'

/** Checks one address may run per minute. */
export const fundingCheckLimit = { name: 'funding-check', points: 20, durationSeconds: 60 }

export type FundingCheckResult =
  | { status: 'results'; profile: CompanyProfile; opportunities: CheckedOpportunity[] }
  | {
      status: 'invalid'
      errors: Partial<Record<'oib' | 'nkd' | 'county' | 'size', FundingCheckProblem>>
    }
  | { status: 'limited'; retryAfterSeconds: number }
  | { status: 'error' }

/**
 * The funding check behind both the home-page form and POST /api/funding-check: rate limit,
 * validation, then the open calls for the activity code (and the county and size when given),
 * each with why it fits. The OIB is checked, never stored or logged.
 */
export async function runFundingCheck(
  payload: Payload,
  locale: Locale,
  input: unknown,
  clientKey: string,
): Promise<FundingCheckResult> {
  const limited = await consume(fundingCheckLimit, clientKey)
  if (!limited.ok) return { status: 'limited', retryAfterSeconds: limited.retryAfterSeconds }
  const checked = validateFundingCheck(input)
  if (!checked.ok) return { status: 'invalid', errors: checked.errors }
  try {
    const { nkd, county, size } = checked.value
    const profile = { code: nkd, county, size }
    return {
      status: 'results',
      profile,
      opportunities: await checkedOpportunities(payload, locale, profile),
    }
  } catch (error) {
    log('error', 'funding check failed', { error: String(error) })
    return { status: 'error' }
  }
}

/** The open calls for a company, each with why it fits, in one language. */
export async function checkedOpportunities(
  payload: Payload,
  locale: Locale,
  profile: CompanyProfile,
): Promise<CheckedOpportunity[]> {
  const found = await openCallsForNkd(payload, locale, profile)
  return explainOpportunities(locale, profile.code, found)
}
