import type { Payload } from 'payload'

import { openCallsForNkd, type Opportunity } from '@/features/funding-calls'
import type { Locale } from '@/i18n/locales'
import { log } from '@/server/log'
import { consume } from '@/server/rateLimit'

import { validateFundingCheck, type FundingCheckProblem } from './rules/fundingCheck'

/** Checks one address may run per minute. */
export const fundingCheckLimit = { name: 'funding-check', points: 20, durationSeconds: 60 }

export type FundingCheckResult =
  | { status: 'results'; opportunities: Opportunity[] }
  | { status: 'invalid'; errors: { oib?: FundingCheckProblem; nkd?: FundingCheckProblem } }
  | { status: 'limited'; retryAfterSeconds: number }
  | { status: 'error' }

/**
 * The funding check behind both the home-page form and POST /api/funding-check: rate limit,
 * validation, then the open calls for the activity code. The OIB is checked, never stored or
 * logged.
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
    return {
      status: 'results',
      opportunities: await openCallsForNkd(payload, locale, checked.value.nkd),
    }
  } catch (error) {
    log('error', 'funding check failed', { error: String(error) })
    return { status: 'error' }
  }
}
