import type { Locale } from './locales'

/** The language /admin is shown in (for a field's or an endpoint's messages), Croatian unless English or German. */
export const adminLanguage = (req: { i18n?: { language?: string } }): Locale =>
  req.i18n?.language === 'en' || req.i18n?.language === 'de' ? req.i18n.language : 'hr'
