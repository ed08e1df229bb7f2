import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { rows } from '@/server/sql'

import type { DashboardPeriod } from '../period'

import { count, spanIndex } from './sqlParts'

/** The statuses of a consultation that takes (or took) place: not the cancelled ones. */
export const bookingStates = ['booked', 'held', 'no-show'] as const
export type BookingState = (typeof bookingStates)[number]

/** One day of this week: its consultations by status. */
export type BookingDay = { day: string } & Record<BookingState, number>

/** This week's consultations (Monday to Sunday, Zagreb time) per day and status. */
export async function bookingsThisWeek(
  payload: Payload,
  period: DashboardPeriod,
): Promise<BookingDay[]> {
  const found = await rows<{ day: unknown; status: BookingState; n: unknown }>(
    payload,
    sql`SELECT day, status, COUNT(*) AS n
        FROM (SELECT status, ${spanIndex(
          'start',
          period.days.map((day) => day.from),
        )} AS day
              FROM bookings
              WHERE start >= ${period.days[0]!.from} AND start < ${period.to}
                AND status IN (${sql.join(
                  bookingStates.map((state) => sql`${state}`),
                  sql`, `,
                )})) t
        GROUP BY day, status`,
  )
  const days: BookingDay[] = period.days.map(({ day }) => ({
    day,
    booked: 0,
    held: 0,
    'no-show': 0,
  }))
  for (const row of found) days[count(row.day)]![row.status] = count(row.n)
  return days
}
