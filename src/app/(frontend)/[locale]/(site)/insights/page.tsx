import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CardGrid } from '@/components/ui/CardGrid'
import { EmptyState } from '@/components/ui/EmptyState'
import { Notice } from '@/components/ui/Notice.client'
import { PageContainer } from '@/components/ui/PageContainer'
import { PageIntro } from '@/components/ui/PageIntro'
import { ArticleCard } from '@/features/insights/components'
import { feedPath } from '@/features/insights'
import { getArticles } from '@/features/insights/queries'
import { resolveLocale, type LocaleParams } from '@/lib/pageParams'
import { pageMetadata } from '@/seo/metadata'

// Only the three languages of generateStaticParams (src/app/(frontend)/[locale]/layout.tsx).
export const dynamicParams = false
export const revalidate = 600

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getTranslations({ locale, namespace: 'Insights' })
  const metadata = pageMetadata({
    locale,
    path: '/insights',
    title: t('title'),
    description: t('metaDescription'),
  })
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { 'application/rss+xml': [{ url: feedPath(locale), title: t('feed') }] },
    },
  }
}

export default async function InsightsPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'Insights' })
  const articles = await getArticles(locale)
  return (
    <PageContainer>
      <Notice messages={{ 'not-found': t('notFound') }} />
      <PageIntro title={t('title')} intro={t('intro')} />
      {articles.length > 0 ? (
        <CardGrid>
          {articles.map((article, index) => (
            <ArticleCard key={article.id} locale={locale} article={article} preload={index === 0} />
          ))}
        </CardGrid>
      ) : (
        <EmptyState title={t('empty')} />
      )}
    </PageContainer>
  )
}
