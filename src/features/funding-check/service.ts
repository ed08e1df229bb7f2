import type { Payload } from 'payload'

import {
  openCallsForNkd,
  withRelatedCodes,
  type CompanyProfile,
  type Correspondence,
} from '@/features/funding-calls'
import { versionNames } from '@/features/funding-calls/rules'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { log } from '@/server/log'
import { consume } from '@/server/rateLimit'
import { zagrebDay } from '@/lib/zagreb'

import { explainMatches, type CheckedCall } from './reasons'
import { validateFundingCheck, type FundingCheckProblem } from './rules/fundingCheck'

/** Checks one address may run per minute. */
export const fundingCheckLimit = { name: 'funding-check', points: 20, durationSeconds: 60 }

export type FundingCheckResult =
  | ({ status: 'results'; profile: CompanyProfile } & FundingCheckAnswer)
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
    const { nkd, version, county, size } = checked.value
    const profile = { code: nkd, version, county, size }
    const answer = await matchingCalls(payload, locale, profile)
    await logCheck(payload, profile, answer.opportunities.length)
    return { status: 'results', profile, ...answer }
  } catch (error) {
    log('error', 'funding check failed', { error: String(error) })
    return { status: 'error' }
  }
}

/**
 * Records the check for the back office's demand figures: code, filters, calls found and the
 * Zagreb day, never the OIB. A record that cannot be written is logged; the visitor still gets
 * the results.
 */
async function logCheck(payload: Payload, profile: CompanyProfile, found: number) {
  try {
    await payload.create({
      collection: 'funding-check-log',
      data: {
        code: profile.code,
        version: profile.version,
        county: profile.county,
        size: profile.size,
        found,
        day: zagrebDay(new Date()),
      },
      depth: 0,
      overrideAccess: true,
    })
  } catch (error) {
    log('error', 'funding check not recorded', { error: String(error) })
  }
}

/** What a check finds: the open calls, and what the correspondence of versions added. */
export type FundingCheckAnswer = {
  opportunities: CheckedCall[]
  /** Says which codes of the other classification version the code was matched through. */
  correspondence: string | null
}

/** The sentence that tells a visitor their code was matched through the correspondence. */
export function correspondenceNote(
  locale: Locale,
  code: string,
  correspondence: Correspondence | null,
): string | null {
  if (!correspondence) return null
  return translator(locale, 'FundingCheck')('correspondence', {
    code,
    from: versionNames[correspondence.from],
    to: versionNames[correspondence.to],
    codes: correspondence.codes.join(', '),
    count: correspondence.codes.length,
  })
}

/**
 * The open calls for a company, each with why it fits, in one language, and the note on the
 * codes of the other classification version its code was matched through.
 */
export async function matchingCalls(
  payload: Payload,
  locale: Locale,
  profile: CompanyProfile,
): Promise<FundingCheckAnswer> {
  const [found, related] = await Promise.all([
    openCallsForNkd(payload, locale, profile),
    withRelatedCodes(payload, { code: profile.code, version: profile.version }),
  ])
  return {
    opportunities: explainMatches(locale, profile.code, found),
    correspondence: correspondenceNote(locale, profile.code, related.correspondence),
  }
}
