import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { rows } from '@/server/sql'

import type { DashboardPeriod } from '../period'

import { codeName, count, type Language } from './sqlParts'

/** An activity code visitors checked in the period: how often, and how often nothing was open. */
export type CheckedCode = {
  code: string
  version: string | null
  name: string | null
  checks: number
  none: number
}

type Row = {
  code: string
  version: string | null
  name: string | null
  checks: unknown
  empty: unknown
}

const shape = (row: Row): CheckedCode => ({
  code: row.code,
  version: row.version,
  name: row.name,
  checks: count(row.checks),
  none: count(row.empty),
})

/** The funding checks of the period per code (and classification version), ordered by `by`. */
async function checkedCodes(
  payload: Payload,
  period: DashboardPeriod,
  language: Language,
  by: 'checks' | 'empty',
  limit: number,
) {
  const found = await rows<Row>(
    payload,
    sql`SELECT t.code, t.version, t.checks, t.empty, ${codeName(language, 't', 'version')} AS name
        FROM (SELECT code, version, COUNT(*) AS checks,
                     SUM(CASE WHEN found = 0 THEN 1 ELSE 0 END) AS empty
              FROM funding_check_log
              WHERE day >= ${period.firstDay} AND day <= ${period.today}
              GROUP BY code, version
              ${by === 'empty' ? sql`HAVING SUM(CASE WHEN found = 0 THEN 1 ELSE 0 END) > 0` : sql``}
              ORDER BY ${sql.raw(by)} DESC, code, version
              LIMIT ${limit}) t
        ORDER BY ${sql.raw(`t.${by}`)} DESC, t.code, t.version`,
  )
  return found.map(shape)
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
