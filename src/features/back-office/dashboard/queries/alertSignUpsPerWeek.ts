import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { rows } from '@/server/sql'

import type { DashboardPeriod } from '../period'

import { count, spanIndex } from './sqlParts'

/**
 * Alert sign-ups per ISO week (oldest first): alerts created in the week whose address has
 * confirmed them (pending sign-ups that were never confirmed are not counted).
 */
export async function alertSignUpsPerWeek(payload: Payload, period: DashboardPeriod) {
  const found = await rows<{ week: unknown; n: unknown }>(
    payload,
    sql`SELECT week, COUNT(*) AS n
        FROM (SELECT ${spanIndex(
          'created_at',
          period.weeks.map((week) => week.from),
        )} AS week
              FROM alerts
              WHERE created_at >= ${period.from} AND created_at < ${period.to}
                AND confirmed_at IS NOT NULL) t
        GROUP BY week`,
  )
  const counts = period.weeks.map(() => 0)
  for (const row of found) counts[count(row.week)] = count(row.n)
  return counts
}
