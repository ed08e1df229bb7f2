import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageContainer } from '@/components/ui/PageContainer'
import { PageIntro } from '@/components/ui/PageIntro'
import { searchCatalogue } from '@/features/funding-calls'
import { Catalogue, cataloguePath } from '@/features/funding-calls/components'
import { readCatalogueFilters } from '@/features/funding-calls/rules'
import type { Locale } from '@/i18n/locales'
import { resolveLocale } from '@/lib/pageParams'
import { pageMetadata } from '@/seo/metadata'
import { getPayloadClient } from '@/server/getPayloadClient'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** The query of a page's search parameters (the first value of each). */
async function filtersOf(searchParams: Props['searchParams']) {
  const query = await searchParams
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value
    if (first !== undefined) params.set(key, first)
  }
  return readCatalogueFilters(params)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale: Locale = await resolveLocale(params)
  const t = await getTranslations({ locale, namespace: 'FundingCalls' })
  return {
    ...pageMetadata({
      locale,
      path: cataloguePath,
      title: t('title'),
      description: t('metaDescription'),
    }),
    // One indexed address per list: the unfiltered one (the canonical above).
    robots: { index: false, follow: true },
  }
}

/**
 * The catalogue with filters (the list's address with a query, which the proxy rewrites
 * here): rendered per request from the database's indexes.
 */
export default async function FilteredCataloguePage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params)
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'FundingCalls' })
  const filters = await filtersOf(searchParams)
  const result = await searchCatalogue(await getPayloadClient(), locale, filters)
  return (
    <PageContainer>
      <PageIntro title={t('title')} intro={t('intro')} />
      <Catalogue locale={locale} filters={filters} result={result} />
    </PageContainer>
  )
}
