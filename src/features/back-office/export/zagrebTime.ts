import { zagrebClock, zagrebDay, zagrebParts } from '@/lib/zagreb'

// The firm's clock: every date of an export is Zagreb's wall-clock time.

/** "2026-11-27 14:05" (or "2026-11-27" for a day), in Zagreb time. */
export function zagrebText(at: Date, dayOnly: boolean): string {
  return dayOnly ? zagrebDay(at) : `${zagrebDay(at)} ${zagrebClock(at)}`
}

/**
 * The same wall-clock time as a Date whose UTC fields hold it: a spreadsheet cell has no time
 * zone and shows those fields as they are.
 */
export function zagrebWallClock(at: Date, dayOnly: boolean): Date {
  const { year, month, day, hour, minute } = zagrebParts(at)
  return new Date(Date.UTC(year, month - 1, day, dayOnly ? 0 : hour, dayOnly ? 0 : minute))
}
