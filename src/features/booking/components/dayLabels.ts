import { intlLocale, type Locale } from '@/i18n/locales'
import { keptAnswers } from '@/lib/keptAnswers'

/** Noon UTC of a calendar day: the same date in every time zone the formatter may use. */
const noon = (day: string) => new Date(`${day}T12:00:00Z`)

/** One formatter per language and form: building one costs more than formatting a day. */
const formatter = keptAnswers((key: `${Locale}:${boolean}`) => {
  const [locale, withYear] = key.split(':') as [Locale, string]
  return new Intl.DateTimeFormat(intlLocale[locale], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(withYear === 'true' ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  })
})

/** The labels of the days a page shows, each worked out once. */
const labels = keptAnswers((key: string) => {
  const [locale, withYear, day] = key.split('|') as [Locale, string, string]
  return formatter(`${locale}:${withYear === 'true'}`).format(noon(day))
}, 500)

/** A Zagreb day ("2026-12-07") as the page's language writes it: "Monday, 7 December". */
export function dayLabel(locale: Locale, day: string, withYear = false): string {
  return labels(`${locale}|${withYear}|${day}`)
}

/** Saturday or Sunday: days without office hours, left out of the day list when empty. */
export function isWeekend(day: string): boolean {
  const weekday = noon(day).getUTCDay()
  return weekday === 0 || weekday === 6
}
