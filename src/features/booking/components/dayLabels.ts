import { intlLocale, type Locale } from '@/i18n/locales'

/** Noon UTC of a calendar day: the same date in every time zone the formatter may use. */
const noon = (day: string) => new Date(`${day}T12:00:00Z`)

/** A Zagreb day ("2026-12-07") as the page's language writes it: "Monday, 7 December". */
export function dayLabel(locale: Locale, day: string, withYear = false): string {
  return new Intl.DateTimeFormat(intlLocale[locale], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(noon(day))
}

/** Saturday or Sunday: days without office hours, left out of the day list when empty. */
export function isWeekend(day: string): boolean {
  const weekday = noon(day).getUTCDay()
  return weekday === 0 || weekday === 6
}
