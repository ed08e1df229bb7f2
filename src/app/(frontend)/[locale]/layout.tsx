import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { SiteDocument } from '@/components/site/SiteDocument'
import { locales } from '@/i18n/locales'
import { resolveLocale, type LocaleParams } from '@/lib/pageParams'
import { getEnv } from '@/server/env'
import { getBrandName } from '@/site-settings/getSiteSettings'

// No `dynamicParams = false` here: it would also bind the detail pages below, whose ids are
// rendered on first visit. Each static page sets it itself.
export function generateStaticParams() {
  return locales.map((locale) => ({ locale }))
}

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params)
  // Metadata is resolved apart from the layouts: a 404's metadata (not-found.tsx) reads the
  // language from here, not from the request headers (a cached page may not read them).
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'Metadata' })
  const brand = await getBrandName(locale)
  return {
    metadataBase: new URL(getEnv().SITE_URL),
    title: { default: `${brand} – ${t('title')}`, template: `%s – ${brand}` },
    description: t('description'),
    openGraph: {
      siteName: brand,
      locale,
      type: 'website',
      images: [{ url: '/og-default.jpg', width: 1200, height: 630 }],
    },
  }
}

export default async function LocaleLayout({
  children,
  params,
}: LocaleParams & { children: ReactNode }) {
  const locale = await resolveLocale(params)
  setRequestLocale(locale)
  return <SiteDocument locale={locale}>{children}</SiteDocument>
}
