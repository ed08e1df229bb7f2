import { format, getISOWeek, getISOWeekYear, startOfISOWeek } from 'date-fns'

/** A Zagreb calendar day ("2026-11-27") as a local date of the same numbers. */
const localDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(year, month - 1, date)
}

/**
 * The ISO week of a Zagreb calendar day ("2026-11-27" → "2026-W48"): the dashboard's weekly
 * buckets (weeks start on Monday; the first week of a year holds its first Thursday).
 */
export function isoWeek(day: string): string {
  const date = localDay(day)
  return `${getISOWeekYear(date)}-W${String(getISOWeek(date)).padStart(2, '0')}`
}

/** The Monday of a day's ISO week ("2026-11-27" → "2026-11-23"). */
export function weekStart(day: string): string {
  return format(startOfISOWeek(localDay(day)), 'yyyy-MM-dd')
}
