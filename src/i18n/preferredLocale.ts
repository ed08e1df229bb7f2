import { defaultLocale, isLocale, type Locale } from './locales'

/**
 * Where a visitor with a remembered language should go when they open an unprefixed
 * (Croatian) path, or null to stay. Only hr, en and de are accepted; anything else is ignored.
 */
export function preferredLocaleRedirect(
  pathname: string,
  remembered: string | undefined,
): string | null {
  if (!isLocale(remembered) || remembered === defaultLocale) return null
  const first = pathname.split('/')[1]
  if (isLocale(first)) return null
  return `/${remembered satisfies Locale}${pathname === '/' ? '' : pathname}`
}
