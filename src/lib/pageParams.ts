import { hasLocale } from 'next-intl'
import { notFound } from 'next/navigation'

import type { Locale } from '@/i18n/locales'
import { routing } from '@/i18n/routing'

export type LocaleParams = { params: Promise<{ locale: string }> }

/** Reads the locale of a page, answering 404 for anything but hr, en and de. */
export async function resolveLocale(params: LocaleParams['params']): Promise<Locale> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  return locale
}
