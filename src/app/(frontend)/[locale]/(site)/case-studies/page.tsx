import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CaseStudyCard } from '@/components/site/case-studies/CaseStudyCard'
import { StatBlocks } from '@/components/site/case-studies/StatBlocks'
import { CardGrid } from '@/components/site/content/CardGrid'
import { EmptyState } from '@/components/site/content/EmptyState'
import { Notice } from '@/components/site/content/Notice.client'
import { PageContainer } from '@/components/site/content/PageContainer'
import { PageIntro } from '@/components/site/content/PageIntro'
import { resolveLocale, type LocaleParams } from '@/lib/pageParams'
import { pageMetadata } from '@/lib/seo'
import { getCaseStudies } from '@/queries/getCaseStudies'

// Only the three languages of generateStaticParams (src/app/(frontend)/[locale]/layout.tsx).
export const dynamicParams = false
export const revalidate = 600

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getTranslations({ locale, namespace: 'CaseStudies' })
  return pageMetadata({
    locale,
    path: '/case-studies',
    title: t('title'),
    description: t('metaDescription'),
  })
}

export default async function CaseStudiesPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'CaseStudies' })
  const studies = await getCaseStudies(locale)
  return (
    <PageContainer>
      <Notice messages={{ 'not-found': t('notFound') }} />
      <PageIntro title={t('title')} intro={t('intro')} />
      <StatBlocks locale={locale} />
      {studies.length > 0 ? (
        <CardGrid>
          {studies.map((study, index) => (
            <CaseStudyCard key={study.id} locale={locale} study={study} preload={index === 0} />
          ))}
        </CardGrid>
      ) : (
        <EmptyState title={t('empty')} />
      )}
    </PageContainer>
  )
}
