import type { Payload } from 'payload'

import { bookingStates, consultationsPer, type BookingState } from '@/features/booking'

import type { DashboardPeriod } from '../period'

export { bookingStates, type BookingState }

/** One day of this week: its consultations by status. */
export type BookingDay = { day: string } & Record<BookingState, number>

/** This week's consultations (Monday to Sunday, Zagreb time) per day and status. */
export async function bookingsThisWeek(
  payload: Payload,
  period: DashboardPeriod,
): Promise<BookingDay[]> {
  const counts = await consultationsPer(
    payload,
    period.days.map((day) => day.from),
    period.to,
  )
  return period.days.map(({ day }, index) => ({ day, ...counts[index]! }))
}
