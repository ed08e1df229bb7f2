import { zagrebDay } from '@/lib/zagreb'

/** Where a call stands on a day in Croatia. */
export type CallStatus = 'forthcoming' | 'open' | 'closed'

/** The dates that decide a call's status: both optional (no deadline: open until funds run out). */
export type CallDates = { opensAt?: string | null; deadline?: string | null }

const dayMs = 24 * 60 * 60 * 1000

/** Whole calendar days in Zagreb from `now` to `instant` (0 the same day, -1 yesterday). */
export function daysFrom(now: Date, instant: string | Date): number {
  const start = Date.parse(`${zagrebDay(now)}T00:00:00Z`)
  const end = Date.parse(`${zagrebDay(instant)}T00:00:00Z`)
  return Math.round((end - start) / dayMs)
}

/**
 * A call's status in Europe/Zagreb days: forthcoming before its opening day, closed after its
 * deadline day (a call is open all of its deadline day), open otherwise, also when it has no
 * deadline ("until funds run out").
 */
export function callStatus(call: CallDates, now: Date = new Date()): CallStatus {
  if (call.opensAt && daysFrom(now, call.opensAt) > 0) return 'forthcoming'
  if (call.deadline && daysFrom(now, call.deadline) < 0) return 'closed'
  return 'open'
}

/**
 * Days left to apply, counting today (the deadline day itself gives 0), or null for a call
 * without a deadline or one that has closed.
 */
export function daysLeft(call: CallDates, now: Date = new Date()): number | null {
  if (!call.deadline) return null
  const days = daysFrom(now, call.deadline)
  return days < 0 ? null : days
}
