import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { count, rows, spanIndex } from '@/server/sql'

import type { DashboardPeriod } from '../period'

/** New leads of one channel (leads.source), per week of the period (oldest first). */
export type SourceWeeks = { source: string; counts: number[] }

/** New leads per ISO week by channel: one indexed range of leads.created_at, grouped. */
export async function leadsPerWeek(payload: Payload, period: DashboardPeriod) {
  const found = await rows<{ source: string; week: unknown; n: unknown }>(
    payload,
    sql`SELECT source, week, COUNT(*) AS n
        FROM (SELECT source, ${spanIndex(
          'created_at',
          period.weeks.map((week) => week.from),
        )} AS week
              FROM leads WHERE created_at >= ${period.from} AND created_at < ${period.to}) t
        GROUP BY source, week`,
  )
  const bySource = new Map<string, number[]>()
  for (const row of found) {
    const counts = bySource.get(row.source) ?? period.weeks.map(() => 0)
    counts[count(row.week)] = count(row.n)
    bySource.set(row.source, counts)
  }
  return [...bySource].map(([source, counts]): SourceWeeks => ({ source, counts }))
}
