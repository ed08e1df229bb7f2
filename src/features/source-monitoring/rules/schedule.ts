import { dayInZagreb } from '@/features/funding-calls/rules'

const hourInZagreb = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Zagreb',
  hour: '2-digit',
  hourCycle: 'h23',
})

/** The calendar day (YYYY-MM-DD) after `day`. */
function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10)
}

/**
 * The next check's time: `hour` o'clock (Europe/Zagreb) on the day after `now`'s day in
 * Zagreb, whatever the time of day now. Zagreb is UTC+1 in winter and UTC+2 in summer; an hour
 * that the spring change skips (2:00 on its night) becomes the hour after it.
 */
export function nextRunAt(now: Date, hour: number): Date {
  const day = nextDay(dayInZagreb(now))
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const wall = Date.UTC(year, month - 1, date, hour)
  for (const offsetHours of [2, 1]) {
    const instant = new Date(wall - offsetHours * 60 * 60 * 1000)
    if (dayInZagreb(instant) === day && Number(hourInZagreb.format(instant)) === hour) {
      return instant
    }
  }
  return new Date(wall - 60 * 60 * 1000)
}
