import { TZDate } from '@date-fns/tz'

const zagreb = 'Europe/Zagreb'

/**
 * The next check's time: `hour` o'clock (Europe/Zagreb) on the day after `now`'s day in
 * Zagreb, whatever the time of day now. Zagreb is UTC+1 in winter and UTC+2 in summer; an hour
 * that the spring change skips (2:00 on its night) becomes the hour after it (the time zone
 * library works it out).
 */
export function nextRunAt(now: Date, hour: number): Date {
  const today = new TZDate(now.getTime(), zagreb)
  const next = new TZDate(
    today.getFullYear(),
    today.getMonth(),
    today.getDate() + 1,
    hour,
    0,
    0,
    0,
    zagreb,
  )
  return new Date(next.getTime())
}
