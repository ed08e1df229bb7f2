import { intlLocale, type Locale } from '@/i18n/locales'

import { keptAnswers } from './keptAnswers'
import { zagrebZone } from './zagreb'

// One formatter per language, built once: each Intl formatter holds native (ICU) memory that
// the garbage collector does not count, so one per call grew a process that writes 100,000
// alert digests by about 20 kB a date, past 1 GB (bench:alerts).
const dateFormat = keptAnswers(
  (locale: Locale) =>
    new Intl.DateTimeFormat(intlLocale[locale], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: zagrebZone,
    }),
)

/** A date as the visitor's language writes it (hr-HR, en-US, de-DE), on Zagreb's calendar. */
export function formatDate(locale: Locale, iso: string): string {
  return dateFormat(locale).format(new Date(iso))
}
