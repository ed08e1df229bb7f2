import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { BackLink } from '@/components/ui/BackLink'
import { Badge } from '@/components/ui/Badge'
import { DetailImage } from '@/components/ui/DetailImage'
import { JsonLd } from '@/components/ui/JsonLd'
import { PageContainer } from '@/components/ui/PageContainer'
import { TextSection } from '@/components/ui/TextSection'
import { CaseStudyFacts } from '@/features/case-studies/components'
import { MetricsGrid } from '@/features/case-studies/components'
import { getCaseStudy } from '@/features/case-studies/queries'
import { ContactCta } from '@/features/contact/components'
import type { ContentParams } from '@/lib/contentId'
import { findDetail, loadDetail } from '@/lib/loadDetail'
import { pageMetadata } from '@/seo/metadata'
import { breadcrumbList } from '@/seo/structuredData'
import { getEnv } from '@/server/env'

const listPath = '/case-studies'

export const revalidate = 600

// Rendered on first visit, then cached until an edit expires its tags.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: ContentParams): Promise<Metadata> {
  const { locale, item } = await findDetail(params, getCaseStudy)
  if (!item) return {}
  return pageMetadata({
    locale,
    path: `/case-studies/${item.id}`,
    title: item.title,
    description: item.results,
    image: item.image?.ogUrl,
    type: 'article',
  })
}

export default async function CaseStudyPage({ params }: ContentParams) {
  const { locale, item: study } = await loadDetail(params, listPath, getCaseStudy)
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'CaseStudies' })
  const content = await getTranslations({ locale, namespace: 'Content' })
  const path = `/case-studies/${study.id}`
  return (
    <PageContainer narrow>
      <JsonLd
        data={breadcrumbList(getEnv().SITE_URL, locale, [
          { name: content('breadcrumbHome'), path: '/' },
          { name: t('title'), path: listPath },
          { name: study.title, path },
        ])}
      />
      <BackLink href={listPath} label={t('back')} />
      <article className="mt-8">
        <DetailImage image={study.image} />
        <Badge className="mt-8">{study.industry}</Badge>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          {study.title}
        </h1>
        <CaseStudyFacts locale={locale} study={study} />
        <TextSection id="challenge" title={t('challenge')} text={study.challenge} />
        <TextSection id="solution" title={t('solution')} text={study.solution} />
        <TextSection id="results" title={t('results')} text={study.results} />
        {study.metrics.length > 0 && (
          <section aria-labelledby="metrics-title" className="mt-10">
            <h2 id="metrics-title" className="text-2xl font-semibold text-brand-900">
              {t('metrics')}
            </h2>
            <MetricsGrid metrics={study.metrics} />
          </section>
        )}
      </article>
      <ContactCta title={content('ctaTitle')} text={t('ctaText')} button={content('contactUs')} />
    </PageContainer>
  )
}
