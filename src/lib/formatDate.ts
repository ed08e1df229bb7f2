import { intlLocale, type Locale } from '@/i18n/locales'

/** A date as the visitor's language writes it (hr-HR, en-US, de-DE), on Zagreb's calendar. */
export function formatDate(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(intlLocale[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Zagreb',
  }).format(new Date(iso))
}
