import { defaultLocale, locales, type Locale } from '@/i18n/locales'

/** The public path of a page in one language: Croatian has no prefix. */
export function localizedPath(locale: Locale, pathname: string): string {
  const clean = pathname === '/' ? '' : pathname
  if (locale === defaultLocale) return clean || '/'
  return `/${locale}${clean}`
}

/** Canonical URL and hreflang alternates of a page, relative to metadataBase. */
export function alternates(locale: Locale, pathname: string) {
  const languages: Record<string, string> = Object.fromEntries(
    locales.map((code) => [code, localizedPath(code, pathname)]),
  )
  languages['x-default'] = localizedPath(defaultLocale, pathname)
  return { canonical: localizedPath(locale, pathname), languages }
}
