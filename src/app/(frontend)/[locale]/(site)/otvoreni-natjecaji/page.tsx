import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CardGrid } from '@/components/site/content/CardGrid'
import { EmptyState } from '@/components/site/content/EmptyState'
import { Notice } from '@/components/site/content/Notice.client'
import { PageContainer } from '@/components/site/content/PageContainer'
import { PageIntro } from '@/components/site/content/PageIntro'
import { FundingCallCard } from '@/components/site/funding/FundingCallCard'
import { resolveLocale, type LocaleParams } from '@/lib/pageParams'
import { pageMetadata } from '@/lib/seo'
import { getFundingCalls } from '@/queries/getFundingCalls'

// Only the three languages of generateStaticParams (src/app/(frontend)/[locale]/layout.tsx).
export const dynamicParams = false
export const revalidate = 600

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getTranslations({ locale, namespace: 'FundingCalls' })
  return pageMetadata({
    locale,
    path: '/otvoreni-natjecaji',
    title: t('title'),
    description: t('metaDescription'),
  })
}

export default async function OpenTendersPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'FundingCalls' })
  const calls = await getFundingCalls(locale)
  return (
    <PageContainer>
      <Notice messages={{ 'not-found': t('notFound') }} />
      <PageIntro title={t('title')} intro={t('intro')} />
      {calls.length > 0 ? (
        <CardGrid>
          {calls.map((call, index) => (
            <FundingCallCard key={call.id} locale={locale} call={call} preload={index === 0} />
          ))}
        </CardGrid>
      ) : (
        <EmptyState title={t('empty')}>{t('emptyHint')}</EmptyState>
      )}
    </PageContainer>
  )
}
