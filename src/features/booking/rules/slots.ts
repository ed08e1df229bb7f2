import { addDays, zagrebDay, zagrebInstant } from '@/lib/zagreb'

import { croatianHoliday } from './holidays'

// Consultations keep Croatian time: advisers' hours are wall-clock hours in Zagreb (@/lib/zagreb).

/** Working hours of one weekday: "08:00"–"17:00" (local time), possibly several spans. */
export type Span = { from: string; to: string }

/** Hours by ISO weekday (1 Monday … 7 Sunday); a day without spans is closed. */
export type WeeklyHours = Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, Span[]>>

/** Monday to Friday 8:00–17:00, as the contact card says. */
export const defaultHours: WeeklyHours = Object.fromEntries(
  ([1, 2, 3, 4, 5] as const).map((day) => [day, [{ from: '08:00', to: '17:00' }]]),
)

export type BookingRules = {
  /** Length of a consultation, in minutes. */
  slotMinutes: number
  /** Free time an adviser keeps between two meetings, in minutes. */
  bufferMinutes: number
  /** How long before a slot it may be booked at the latest, in hours. */
  minNoticeHours: number
  /** How many days ahead slots are offered. */
  horizonDays: number
  /** Days the firm is closed besides public holidays ("2027-08-16"). */
  closedDates: readonly string[]
}

export const defaultRules: BookingRules = {
  slotMinutes: 30,
  bufferMinutes: 0,
  minNoticeHours: 24,
  horizonDays: 30,
  closedDates: [],
}

/** A meeting an adviser already has: [start, end) in UTC milliseconds. */
export type Busy = { start: number; end: number }

const dayPattern = /^\d{4}-\d{2}-\d{2}$/

/** True for a calendar day written YYYY-MM-DD that exists. */
export function isDay(value: string): boolean {
  if (!dayPattern.test(value)) return false
  const [year, month, day] = value.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** The ISO weekday of a day (1 Monday … 7 Sunday). */
export function weekday(day: string): 1 | 2 | 3 | 4 | 5 | 6 | 7 {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return (((new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7) + 1) as 1
}

/** Why a day has no slots at all, or null when it may have some. */
export function dayClosed(
  day: string,
  rules: Pick<BookingRules, 'closedDates'>,
): 'holiday' | 'closed' | null {
  if (croatianHoliday(day)) return 'holiday'
  if (rules.closedDates.includes(day)) return 'closed'
  return null
}

/** The days a visitor may choose: from today (Zagreb) for `horizonDays`, in order. */
export function bookingDays(now: Date, rules: Pick<BookingRules, 'horizonDays'>): string[] {
  const today = zagrebDay(now)
  return Array.from({ length: rules.horizonDays + 1 }, (_, n) => addDays(today, n))
}

/**
 * The start times (UTC ms) of one adviser's free slots on a Zagreb day: every `slotMinutes` from
 * the start of each span of that weekday's hours, while the slot ends within the span; not on a
 * public holiday or closed date; not sooner than the minimum notice; not beyond the horizon;
 * and not within `bufferMinutes` of a meeting the adviser has. Wall-clock hours hold across the
 * clock changes (a day of 23 or 25 hours has the same 8:00–17:00).
 */
export function adviserSlots(
  day: string,
  hours: WeeklyHours,
  rules: BookingRules,
  now: Date,
  busy: readonly Busy[] = [],
): number[] {
  if (!isDay(day) || dayClosed(day, rules)) return []
  const earliest = now.getTime() + rules.minNoticeHours * 3_600_000
  const lastDay = addDays(zagrebDay(now), rules.horizonDays)
  if (day > lastDay || day < zagrebDay(now)) return []
  const length = rules.slotMinutes * 60_000
  const buffer = rules.bufferMinutes * 60_000
  const slots: number[] = []
  for (const span of hours[weekday(day)] ?? []) {
    const end = zagrebInstant(day, span.to)
    for (let start = zagrebInstant(day, span.from); start + length <= end; start += length) {
      if (start < earliest) continue
      const clash = busy.some(
        (meeting) => start < meeting.end + buffer && meeting.start < start + length + buffer,
      )
      if (!clash) slots.push(start)
    }
  }
  return slots
}

/** The slots free with at least one adviser: the union of each adviser's, in order. */
export function freeSlots(perAdviser: readonly number[][]): number[] {
  return [...new Set(perAdviser.flat())].sort((a, b) => a - b)
}

/** True for a wall-clock time written HH:MM ("08:00", "17:30"). */
export function clockTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value)
}

/** An adviser's weekly hours from their stored spans ({day: "1", from, to}); bad rows are left out. */
export function weeklyHours(
  spans: readonly { day?: string | null; from?: string | null; to?: string | null }[],
): WeeklyHours {
  const hours: WeeklyHours = {}
  for (const span of spans) {
    const day = Number(span.day)
    if (!(day >= 1 && day <= 7) || !span.from || !span.to) continue
    if (!clockTime(span.from) || !clockTime(span.to) || span.to <= span.from) continue
    const list = (hours[day as 1] ??= [])
    list.push({ from: span.from, to: span.to })
  }
  for (const list of Object.values(hours)) list.sort((a, b) => a.from.localeCompare(b.from))
  return hours
}
