import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CardGrid } from '@/components/ui/CardGrid'
import { EmptyState } from '@/components/ui/EmptyState'
import { Notice } from '@/components/ui/Notice.client'
import { PageContainer } from '@/components/ui/PageContainer'
import { PageIntro } from '@/components/ui/PageIntro'
import { CaseStudyCard } from '@/features/case-studies/components'
import { StatBlocks } from '@/features/case-studies/components'
import { getCaseStudies } from '@/features/case-studies/queries'
import { resolveLocale, type LocaleParams } from '@/lib/pageParams'
import { pageMetadata } from '@/seo/metadata'

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
