import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { rows } from '@/server/sql'

import { openStages } from '../../rules'
import type { DashboardPeriod } from '../period'

import { count } from './sqlParts'

/** One adviser's due follow-ups (null: leads nobody is assigned to). */
export type AdviserFollowUps = { adviser: string | null; overdue: number; today: number }

/**
 * Follow-ups due by today of the leads still being worked on (new, contacted, meeting,
 * proposal), per adviser: overdue (before today) and today's, as followUpState reads the day.
 * Most overdue first; leads nobody is assigned to after the advisers with as many.
 */
export async function followUpsDue(
  payload: Payload,
  period: DashboardPeriod,
): Promise<AdviserFollowUps[]> {
  const found = await rows<{
    name: string | null
    email: string | null
    overdue: unknown
    today: unknown
  }>(
    payload,
    sql`SELECT u.full_name AS name, u.email AS email, t.overdue, t.today
        FROM (SELECT adviser_id,
                     SUM(CASE WHEN follow_up < ${period.todayStart} THEN 1 ELSE 0 END) AS overdue,
                     SUM(CASE WHEN follow_up >= ${period.todayStart} THEN 1 ELSE 0 END) AS today
              FROM leads
              WHERE follow_up < ${period.tomorrowStart}
                AND stage IN (${sql.join(
                  openStages.map((stage) => sql`${stage}`),
                  sql`, `,
                )})
              GROUP BY adviser_id) t
        LEFT JOIN users u ON u.id = t.adviser_id
        ORDER BY t.overdue DESC, t.today DESC, CASE WHEN u.id IS NULL THEN 1 ELSE 0 END, u.full_name`,
  )
  return found.map((row) => ({
    adviser: row.name || row.email || null,
    overdue: count(row.overdue),
    today: count(row.today),
  }))
}
