export const locales = ['hr', 'en', 'de'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'hr'

export const localeLabels: Record<Locale, { code: string; flag: string; name: string }> = {
  hr: { code: 'HR', flag: '🇭🇷', name: 'Hrvatski' },
  en: { code: 'EN', flag: '🇬🇧', name: 'English' },
  de: { code: 'DE', flag: '🇩🇪', name: 'Deutsch' },
}

/** BCP 47 tags for dates and numbers in each language. */
export const intlLocale: Record<Locale, string> = { hr: 'hr-HR', en: 'en-US', de: 'de-DE' }

/**
 * The formatting locale of the firm's own screens and of the meeting times in mails (/admin's
 * dashboard, agenda and pipeline, the booking mails): English dates written the British way
 * ("7 December 2026").
 */
export const officeLocale: Record<Locale, string> = { hr: 'hr-HR', en: 'en-GB', de: 'de-DE' }

/** Name of the cookie in which the language switcher remembers the visitor's choice. */
export const localeCookieName = 'site-locale'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}
