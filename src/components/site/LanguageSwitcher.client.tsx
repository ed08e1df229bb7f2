'use client'

import { ChevronDown } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { DropdownMenu } from 'radix-ui'

import { localeCookieName, localeLabels, locales, type Locale } from '@/i18n/locales'
import { Link, usePathname } from '@/i18n/navigation'

import { Flag } from './Flag'

/** Remembers the visitor's choice: a cookie the proxy reads, and localStorage. */
function rememberLocale(locale: Locale) {
  document.cookie = `${localeCookieName}=${locale}; path=/; max-age=31536000; samesite=lax`
  try {
    window.localStorage.setItem(localeCookieName, locale)
  } catch {
    // Storage may be unavailable (private mode); the cookie is enough.
  }
}

export function LanguageSwitcher() {
  const t = useTranslations('LanguageSwitcher')
  const current = useLocale()
  const pathname = usePathname()
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="inline-flex h-10 items-center gap-1.5 rounded-md px-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        aria-label={t('current', { language: localeLabels[current].name })}
      >
        <Flag locale={current} />
        <span>{localeLabels[current].code}</span>
        <ChevronDown aria-hidden className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-[60] min-w-40 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-medium text-slate-600">
            {t('label')}
          </DropdownMenu.Label>
          {locales.map((locale) => (
            <DropdownMenu.Item key={locale} asChild>
              <Link
                href={pathname}
                locale={locale}
                prefetch={false}
                lang={locale}
                hrefLang={locale}
                aria-current={locale === current ? 'true' : undefined}
                onClick={() => rememberLocale(locale)}
                className="flex items-center gap-2 rounded-md px-2 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100 aria-[current]:font-semibold"
              >
                <Flag locale={locale} />
                <span>{localeLabels[locale].code}</span>
                <span className="text-slate-600">{localeLabels[locale].name}</span>
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
