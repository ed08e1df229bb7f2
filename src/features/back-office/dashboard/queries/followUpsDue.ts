import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { staffNames } from '@/features/account'
import { count, rows } from '@/server/sql'

import { openStages } from '../../rules'
import type { DashboardPeriod } from '../period'

/** One adviser's due follow-ups (null: leads nobody is assigned to). */
export type AdviserFollowUps = { adviser: string | null; overdue: number; today: number }

/**
 * Follow-ups due by today of the leads still being worked on (new, contacted, meeting,
 * proposal), per adviser: overdue (before today) and today's, as followUpState reads the day.
 * Most overdue first; leads nobody is assigned to (or whose adviser's account is gone) after
 * the advisers with as many, advisers with as many by name.
 */
export async function followUpsDue(
  payload: Payload,
  period: DashboardPeriod,
): Promise<AdviserFollowUps[]> {
  const found = await rows<{ adviser_id: unknown; overdue: unknown; today: unknown }>(
    payload,
    sql`SELECT adviser_id,
               SUM(CASE WHEN follow_up < ${period.todayStart} THEN 1 ELSE 0 END) AS overdue,
               SUM(CASE WHEN follow_up >= ${period.todayStart} THEN 1 ELSE 0 END) AS today
        FROM leads
        WHERE follow_up < ${period.tomorrowStart}
          AND stage IN (${sql.join(
            openStages.map((stage) => sql`${stage}`),
            sql`, `,
          )})
        GROUP BY adviser_id`,
  )
  const ids = found.flatMap((row) => (row.adviser_id == null ? [] : [count(row.adviser_id)]))
  const staff = await staffNames(payload, ids)
  const advisers = found.map((row) => ({
    adviser: row.adviser_id == null ? undefined : staff.get(count(row.adviser_id)),
    overdue: count(row.overdue),
    today: count(row.today),
  }))
  // Advisers without a full name after those with one, as the database ordered them.
  const byName = (name: string | null | undefined) => name ?? '\uffff'
  const nameOrder = (a?: string | null, b?: string | null) =>
    byName(a) === byName(b) ? 0 : byName(a) < byName(b) ? -1 : 1
  advisers.sort(
    (a, b) =>
      b.overdue - a.overdue ||
      b.today - a.today ||
      Number(!a.adviser) - Number(!b.adviser) ||
      nameOrder(a.adviser?.fullName, b.adviser?.fullName),
  )
  return advisers.map(({ adviser, overdue, today }) => ({
    adviser: adviser?.label ?? null,
    overdue,
    today,
  }))
}
