import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Notice } from '@/components/ui/Notice.client'
import { PageContainer } from '@/components/ui/PageContainer'
import { PageIntro } from '@/components/ui/PageIntro'
import { Catalogue, cataloguePath } from '@/features/funding-calls/components'
import { getDefaultCatalogue } from '@/features/funding-calls/queries'
import { readCatalogueFilters } from '@/features/funding-calls/rules'
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
    path: cataloguePath,
    title: t('title'),
    description: t('metaDescription'),
  })
}

/**
 * The catalogue without filters: open and forthcoming calls, soonest deadline first. Static and
 * cached; an address with filters is served by ./pretraga (the proxy sends it there).
 */
export default async function CataloguePage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'FundingCalls' })
  const result = await getDefaultCatalogue(locale)
  return (
    <PageContainer>
      <Notice messages={{ 'not-found': t('notFound') }} />
      <PageIntro title={t('title')} intro={t('intro')} />
      <Catalogue
        locale={locale}
        filters={readCatalogueFilters(new URLSearchParams())}
        result={result}
      />
    </PageContainer>
  )
}
