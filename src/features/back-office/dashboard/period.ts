import { addDays, zagrebDay, zagrebInstant } from '@/lib/zagreb'

import { isoWeek, weekStart } from '../rules'

/** One ISO week of the dashboard: its name, its Monday and the instant it starts in Zagreb. */
export type Week = { week: string; monday: string; from: string }

/** One day of this week: the Zagreb day and the instant it starts. */
export type Day = { day: string; from: string }

/**
 * What the dashboard's figures cover, in Zagreb time: the last `count` ISO weeks up to today
 * (this week included, so far), this week's days, and today for the follow-ups.
 */
export type DashboardPeriod = {
  today: string
  weeks: Week[]
  /** The first week's Monday (the funding checks are logged by Zagreb day). */
  firstDay: string
  /** From the first week's start up to the start of next week (instants). */
  from: string
  to: string
  days: Day[]
  /**
   * Today's date as the follow-ups are compared (a follow-up is a day: its stored instant's
   * date is the day, as followUpState reads it): from midnight UTC of today, to tomorrow's.
   */
  todayStart: string
  tomorrowStart: string
}

const midnight = (day: string) => new Date(zagrebInstant(day)).toISOString()

/** The dashboard's period on `now`: the last `count` ISO weeks, this week the last of them. */
export function dashboardPeriod(now: Date, count = 12): DashboardPeriod {
  const today = zagrebDay(now)
  const monday = weekStart(today)
  const weeks = Array.from({ length: count }, (_, index) => {
    const start = addDays(monday, (index - count + 1) * 7)
    return { week: isoWeek(start), monday: start, from: midnight(start) }
  })
  const days = Array.from({ length: 7 }, (_, index) => {
    const day = addDays(monday, index)
    return { day, from: midnight(day) }
  })
  return {
    today,
    weeks,
    firstDay: weeks[0]!.monday,
    from: weeks[0]!.from,
    to: midnight(addDays(monday, 7)),
    days,
    todayStart: `${today}T00:00:00.000Z`,
    tomorrowStart: `${addDays(today, 1)}T00:00:00.000Z`,
  }
}
