import { getTranslations } from 'next-intl/server'

import { feedPath } from '@/features/insights'
import { getArticles } from '@/features/insights/queries'
import { isLocale, locales } from '@/i18n/locales'
import { localizedPath } from '@/seo/alternates'
import { renderRss } from '@/seo/rss'
import { getEnv } from '@/server/env'
import { getBrandName } from '@/site-settings/getSiteSettings'

export const dynamic = 'force-static'
// Only the three languages of generateStaticParams (src/app/(frontend)/[locale]/layout.tsx).
export const dynamicParams = false
export const revalidate = 600

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }))
}

/** RSS feed of the newest insights in one language: /insights/feed, /en/…, /de/… */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return new Response('Not found', { status: 404 })
  const t = await getTranslations({ locale, namespace: 'Insights' })
  const siteUrl = getEnv().SITE_URL
  const absolute = (path: string) => new URL(path, siteUrl).toString()
  const articles = await getArticles(locale)
  const xml = renderRss({
    title: `${t('title')} – ${await getBrandName(locale)}`,
    link: absolute(localizedPath(locale, '/insights')),
    selfLink: absolute(feedPath(locale)),
    description: t('metaDescription'),
    language: locale,
    items: articles.map((article) => ({
      title: article.title,
      link: absolute(localizedPath(locale, `/insights/${article.id}`)),
      description: article.excerpt,
      date: article.publishedDate,
    })),
  })
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
