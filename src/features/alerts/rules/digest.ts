import { zagrebDay, zagrebInstant, zagrebParts } from '@/lib/zagreb'

// Alerts keep Croatian time: digests go out on Monday morning in Zagreb.

/**
 * When the next weekly digest goes out: Monday at `hour` o'clock in Zagreb, strictly after
 * `now`. Zagreb moves between UTC+1 and UTC+2 (the last Sundays of March and October); the
 * time zone library keeps the wall-clock hour right across the change.
 */
export function nextDigestAt(now: Date, hour = 8): Date {
  // Days from today to Monday (0 on a Monday).
  const ahead = (8 - zagrebParts(now).weekday) % 7
  const at = (days: number) => new Date(zagrebInstant(zagrebDay(now), `${hour}:00`, days))
  const monday = at(ahead)
  return monday.getTime() > now.getTime() ? monday : at(ahead + 7)
}

/**
 * The latest digest time at or before `now`: Monday at `hour` o'clock in Zagreb. A weekly
 * alert's digest holds what was queued before it; what comes later waits for the next Monday.
 */
export function lastDigestAt(now: Date, hour = 8): Date {
  const back = (zagrebParts(now).weekday + 6) % 7
  const at = (days: number) => new Date(zagrebInstant(zagrebDay(now), `${hour}:00`, -days))
  const monday = at(back)
  return monday.getTime() <= now.getTime() ? monday : at(back + 7)
}
