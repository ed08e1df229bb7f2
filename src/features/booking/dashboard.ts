import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { count, rows, spanIndex } from '@/server/sql'

/** The statuses of a consultation that takes (or took) place: not the cancelled ones. */
export const bookingStates = ['booked', 'held', 'no-show'] as const
export type BookingState = (typeof bookingStates)[number]

/** The consultations of one span, by status. */
export type ConsultationCounts = Record<BookingState, number>

/**
 * Consultations (not the cancelled ones) per span of `starts` (ascending instants, the last span
 * ending at `end`) and status, by the instant they start; one entry per span, in order.
 */
export async function consultationsPer(
  payload: Payload,
  starts: readonly string[],
  end: string,
): Promise<ConsultationCounts[]> {
  const found = await rows<{ span: unknown; status: BookingState; n: unknown }>(
    payload,
    sql`SELECT span, status, COUNT(*) AS n
        FROM (SELECT status, ${spanIndex('start', starts)} AS span
              FROM bookings
              WHERE start >= ${starts[0]} AND start < ${end}
                AND status IN (${sql.join(
                  bookingStates.map((state) => sql`${state}`),
                  sql`, `,
                )})) t
        GROUP BY span, status`,
  )
  const spans = starts.map(() => ({ booked: 0, held: 0, 'no-show': 0 }))
  for (const row of found) spans[count(row.span)]![row.status] = count(row.n)
  return spans
}
