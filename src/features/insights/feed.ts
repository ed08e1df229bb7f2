import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/seo/alternates'

/** The address of the RSS feed of insights in one language. */
export function feedPath(locale: Locale): string {
  return localizedPath(locale, '/insights/feed')
}
