import type { Payload } from 'payload'

import { checkedCodeCounts } from '@/features/funding-check'

import type { DashboardPeriod } from '../period'

import { codeNames } from './names'
import type { Language } from '../language'

/** An activity code visitors checked in the period: how often, and how often nothing was open. */
export type CheckedCode = {
  code: string
  version: string | null
  name: string | null
  checks: number
  none: number
}

/** The funding checks of the period per code (and classification version), ordered by `by`. */
async function checkedCodes(
  payload: Payload,
  period: DashboardPeriod,
  language: Language,
  by: 'checks' | 'empty',
  limit: number,
): Promise<CheckedCode[]> {
  const counted = await checkedCodeCounts(
    payload,
    { from: period.firstDay, to: period.today },
    by,
    limit,
  )
  const names = await codeNames(payload, counted, language)
  return counted.map((row, index) => ({
    code: row.code,
    version: row.version,
    name: names[index]!,
    checks: row.checks,
    none: row.none,
  }))
}

/** The activity codes visitors checked most in the period, with the checks that found nothing. */
export const codesCheckedMost = (
  payload: Payload,
  period: DashboardPeriod,
  language: Language,
  limit = 10,
) => checkedCodes(payload, period, language, 'checks', limit)

/**
 * The calls to look for next: the codes whose checks found no open call most often in the
 * period (with all their checks, for the share).
 */
export const callsToLookFor = (
  payload: Payload,
  period: DashboardPeriod,
  language: Language,
  limit = 10,
) => checkedCodes(payload, period, language, 'empty', limit)
