import { TZDate } from '@date-fns/tz'

import { keptAnswers } from './keptAnswers'

/**
 * The site's clock. Every calendar day and wall-clock time the site works with is Croatia's:
 * a call's deadline counts until the end of its day, a consultation is booked at 9:30, a digest
 * goes out on Monday at 8, an export's dates are the office's. Zagreb is UTC+1 in winter and
 * UTC+2 in summer (the last Sundays of March and October); @date-fns/tz works the changes out.
 * The one place that names the zone: formatters take `zagrebZone`.
 */
export const zagrebZone = 'Europe/Zagreb'

/** A Zagreb calendar day and wall-clock time, as numbers (month 1-12). */
export type ZagrebParts = {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  /** 0 for Sunday to 6 for Saturday. */
  weekday: number
}

type Instant = Date | number | string

const millisecondsOf = (instant: Instant) =>
  typeof instant === 'number'
    ? instant
    : typeof instant === 'string'
      ? Date.parse(instant)
      : instant.getTime()

const pad = (n: number) => String(n).padStart(2, '0')

/** The Zagreb calendar day and wall-clock time of an instant. */
export function zagrebParts(instant: Instant): ZagrebParts {
  const local = new TZDate(millisecondsOf(instant), zagrebZone)
  return {
    year: local.getFullYear(),
    month: local.getMonth() + 1,
    day: local.getDate(),
    hour: local.getHours(),
    minute: local.getMinutes(),
    weekday: local.getDay(),
  }
}

// Lists ask for the day of the same instants over and over (bench:catalogue: a call's deadline
// day is asked on every funding check): the days worked out are kept, up to a bound.
const dayOf = keptAnswers((time: number) => {
  const { year, month, day } = zagrebParts(time)
  return `${year}-${pad(month)}-${pad(day)}`
}, 20_000)

/** The Zagreb calendar day of an instant, "2027-03-28". */
export function zagrebDay(instant: Instant): string {
  return dayOf(millisecondsOf(instant))
}

/** The Zagreb wall-clock time of an instant, "09:30". */
export function zagrebClock(instant: Instant): string {
  const { hour, minute } = zagrebParts(instant)
  return `${pad(hour)}:${pad(minute)}`
}

/**
 * The instant of a wall-clock time (default midnight) on a Zagreb day, `days` after it; an hour
 * that the spring change skips (2:00 on its night) is the hour after it.
 */
export function zagrebInstant(day: string, time = '00:00', days = 0): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const [hours, minutes] = time.split(':').map(Number) as [number, number]
  return new TZDate(year, month - 1, date + days, hours, minutes, 0, 0, zagrebZone).getTime()
}

/** The first and last instant of the Zagreb day of `now`, for filters on date fields. */
export function zagrebDayBounds(now: Instant = new Date()): { start: Date; end: Date } {
  const day = zagrebDay(now)
  return { start: new Date(zagrebInstant(day)), end: new Date(zagrebInstant(day, '00:00', 1) - 1) }
}

/** The calendar day `days` after a day ("2027-03-28" + 3 = "2027-03-31"). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10)
}
