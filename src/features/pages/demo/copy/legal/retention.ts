import { createTranslator } from 'next-intl'

import type { Locale } from '@/i18n/locales'
import { parseEnv } from '@/server/env'

/** The words of the retention period in each language, as the legal texts use them (ICU). */
const period: Record<Locale, string> = {
  hr: '{count, plural, one {# mjesec} few {# mjeseca} other {# mjeseci}}',
  en: '{count, plural, one {# month} other {# months}}',
  de: '{count, plural, one {# Monat} other {# Monaten}}',
}

/**
 * The retention period of enquiries (LEAD_RETENTION_MONTHS, which the back office's daily round
 * applies): "24 mjeseca", "1 month". Read as the back office reads it (its retention/months.ts),
 * but not through its face, which brings the server's jobs along into whatever loads the demo.
 */
export const retentionPeriod = (locale: Locale) =>
  createTranslator({ locale, messages: { period: period[locale] } })('period', {
    count: parseEnv({ LEAD_RETENTION_MONTHS: process.env.LEAD_RETENTION_MONTHS })
      .LEAD_RETENTION_MONTHS,
  })
