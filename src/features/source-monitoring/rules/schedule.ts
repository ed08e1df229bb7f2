import { zagrebDay, zagrebInstant } from '@/lib/zagreb'

/**
 * The next check's time: `hour` o'clock (Zagreb) on the day after `now`'s day in Zagreb,
 * whatever the time of day now. Zagreb is UTC+1 in winter and UTC+2 in summer; an hour that the
 * spring change skips (2:00 on its night) becomes the hour after it (the time zone library works
 * it out).
 */
export function nextRunAt(now: Date, hour: number): Date {
  return new Date(zagrebInstant(zagrebDay(now), `${hour}:00`, 1))
}
