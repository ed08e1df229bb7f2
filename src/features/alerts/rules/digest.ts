import { TZDate } from '@date-fns/tz'

import { zagrebZone } from '@/lib/zagreb'

// Alerts keep Croatian time: digests go out on Monday morning in Zagreb.

/**
 * When the next weekly digest goes out: Monday at `hour` o'clock in Zagreb, strictly after
 * `now`. Zagreb moves between UTC+1 and UTC+2 (the last Sundays of March and October); the
 * time zone library keeps the wall-clock hour right across the change.
 */
export function nextDigestAt(now: Date, hour = 8): Date {
  const local = new TZDate(now.getTime(), zagrebZone)
  // Days from today to Monday (0 on a Monday).
  const ahead = (8 - local.getDay()) % 7
  const at = (days: number) =>
    new TZDate(
      local.getFullYear(),
      local.getMonth(),
      local.getDate() + days,
      hour,
      0,
      0,
      0,
      zagrebZone,
    )
  const monday = at(ahead)
  return new Date((monday.getTime() > now.getTime() ? monday : at(ahead + 7)).getTime())
}

/**
 * The latest digest time at or before `now`: Monday at `hour` o'clock in Zagreb. A weekly
 * alert's digest holds what was queued before it; what comes later waits for the next Monday.
 */
export function lastDigestAt(now: Date, hour = 8): Date {
  const local = new TZDate(now.getTime(), zagrebZone)
  const back = (local.getDay() + 6) % 7
  const at = (days: number) =>
    new TZDate(
      local.getFullYear(),
      local.getMonth(),
      local.getDate() - days,
      hour,
      0,
      0,
      0,
      zagrebZone,
    )
  const monday = at(back)
  return new Date((monday.getTime() <= now.getTime() ? monday : at(back + 7)).getTime())
}
