import type { Locale } from '@/i18n/locales'

/** The languages the dashboard is shown in (/admin's), its words being the `Dashboard` messages. */
export type Language = Locale
