import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { count, rows } from '@/server/sql'

/** An activity code visitors checked: how often, and how often nothing was open. */
export type CheckedCodeCount = {
  code: string
  version: string | null
  checks: number
  none: number
}

/**
 * The funding checks of the days `from` to `to` (Zagreb days, both included) per code and
 * classification version, the most first by `by`: all checks, or those that found nothing
 * (then only codes with such a check).
 */
export async function checkedCodeCounts(
  payload: Payload,
  { from, to }: { from: string; to: string },
  by: 'checks' | 'empty',
  limit = 10,
): Promise<CheckedCodeCount[]> {
  const found = await rows<{
    code: string
    version: string | null
    checks: unknown
    empty: unknown
  }>(
    payload,
    sql`SELECT code, version, COUNT(*) AS checks,
               SUM(CASE WHEN found = 0 THEN 1 ELSE 0 END) AS empty
        FROM funding_check_log
        WHERE day >= ${from} AND day <= ${to}
        GROUP BY code, version
        ${by === 'empty' ? sql`HAVING SUM(CASE WHEN found = 0 THEN 1 ELSE 0 END) > 0` : sql``}
        ORDER BY ${sql.raw(by)} DESC, code, version
        LIMIT ${limit}`,
  )
  return found.map((row) => ({
    code: row.code,
    version: row.version,
    checks: count(row.checks),
    none: count(row.empty),
  }))
}
