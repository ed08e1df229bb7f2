import { type Locale, officeLocale } from '@/i18n/locales'
import { keptAnswers } from '@/lib/keptAnswers'
import { zagrebZone } from '@/lib/zagreb'

// One formatter per language (an Intl object per mail holds native memory the GC does not count).
const meetingFormat = keptAnswers(
  (locale: Locale) =>
    new Intl.DateTimeFormat(officeLocale[locale], {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: zagrebZone,
    }),
)

/** A meeting's date and time in Zagreb, in a language ("četvrtak, 3. prosinca 2026. u 10:00"). */
export function meetingTime(locale: Locale, start: string): string {
  return meetingFormat(locale).format(new Date(start))
}
