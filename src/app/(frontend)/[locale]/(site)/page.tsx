import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { JsonLd } from '@/components/ui/JsonLd'
import { loadPage, pageMetadata } from '@/features/pages'
import { NotFoundHere } from '@/components/site/NotFoundHere'
import { PageView } from '@/features/pages/components'
import { resolveLocale, type LocaleParams } from '@/lib/pageParams'
import { professionalServiceData } from '@/seo/structuredData'
import { getEnv } from '@/server/env'
import { getBrandName, getSiteSettings } from '@/site-settings/getSiteSettings'

// Only the three languages of generateStaticParams (src/app/(frontend)/[locale]/layout.tsx).
export const dynamicParams = false
// Featured insights follow the publication dates even without an edit.
export const revalidate = 600

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await resolveLocale(params), '/')
}

/** The home page: the page at `/` that editors build in /admin, with the firm's data. */
export default async function HomePage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  setRequestLocale(locale)
  const [found, settings, brand] = await Promise.all([
    loadPage(locale, '/'),
    getSiteSettings(locale),
    getBrandName(locale),
  ])
  if (!found) return <NotFoundHere locale={locale} />
  const firm = professionalServiceData(getEnv().SITE_URL, locale, {
    name: brand,
    description: settings.description,
    contact: settings.contact,
    sameAs: [settings.social?.linkedin, settings.social?.instagram, settings.social?.facebook],
  })
  return (
    <>
      <JsonLd data={firm} />
      <PageView locale={locale} page={found.page} preview={found.preview} />
    </>
  )
}
