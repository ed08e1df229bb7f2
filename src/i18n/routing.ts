import { defineRouting } from 'next-intl/routing'

import { defaultLocale, locales } from './locales'

export const routing = defineRouting({
  locales,
  defaultLocale,
  // Croatian has no prefix; /en/... and /de/... do.
  localePrefix: 'as-needed',
  // No detection and no cookie from the proxy, so pages stay cacheable. The language switcher
  // stores the visitor's choice itself (see proxy.ts and LanguageSwitcher).
  localeDetection: false,
  localeCookie: false,
  // hreflang alternates are emitted in each page's metadata instead of a Link header.
  alternateLinks: false,
})
