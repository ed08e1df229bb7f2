import { keptAnswers } from '@/lib/keptAnswers'

/** Calendar days in Croatia: a deadline counts until the end of its day in Europe/Zagreb. */
const zagrebDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Zagreb',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

// Formatting in a time zone is slow next to the lists that ask (bench:catalogue: a call's
// deadline day is asked on every funding check), so the days already worked out are kept,
// up to a bound.
const dayOf = keptAnswers((time: number) => zagrebDay.format(time), 20_000)

/** The date (YYYY-MM-DD) of an instant in Zagreb. */
export function dayInZagreb(instant: Date | string): string {
  return dayOf(typeof instant === 'string' ? Date.parse(instant) : instant.getTime())
}
