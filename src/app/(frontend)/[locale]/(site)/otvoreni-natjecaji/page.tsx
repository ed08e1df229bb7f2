import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CardGrid } from '@/components/ui/CardGrid'
import { EmptyState } from '@/components/ui/EmptyState'
import { Notice } from '@/components/ui/Notice.client'
import { PageContainer } from '@/components/ui/PageContainer'
import { PageIntro } from '@/components/ui/PageIntro'
import { FundingCallCard } from '@/features/funding-calls/components'
import { getFundingCalls } from '@/features/funding-calls/queries'
import { resolveLocale, type LocaleParams } from '@/lib/pageParams'
import { pageMetadata } from '@/seo/metadata'

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
