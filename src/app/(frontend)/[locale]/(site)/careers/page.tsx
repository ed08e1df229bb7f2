import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Notice } from '@/components/ui/Notice.client'
import { PageContainer } from '@/components/ui/PageContainer'
import { PageIntro } from '@/components/ui/PageIntro'
import { getCareersCopy } from '@/copy/careers'
import { BenefitGrid, OpenPositions } from '@/features/careers/components'
import { getOpenJobs } from '@/features/careers/queries'
import { resolveLocale, type LocaleParams } from '@/lib/pageParams'
import { pageMetadata } from '@/seo/metadata'

// Only the three languages of generateStaticParams (src/app/(frontend)/[locale]/layout.tsx).
export const dynamicParams = false
// An opening leaves the list by itself after its closing day.
export const revalidate = 600

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const copy = getCareersCopy(locale)
  return pageMetadata({
    locale,
    path: '/careers',
    title: copy.metaTitle,
    description: copy.metaDescription,
  })
}

export default async function CareersPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  setRequestLocale(locale)
  const copy = getCareersCopy(locale)
  const t = await getTranslations({ locale, namespace: 'Careers' })
  const jobs = await getOpenJobs(locale)
  return (
    <PageContainer>
      <Notice messages={{ 'not-found': t('notFound') }} />
      <PageIntro title={copy.title} intro={copy.intro} />
      <BenefitGrid benefits={copy.benefits} />
      <OpenPositions locale={locale} jobs={jobs} openings={copy.openings} />
    </PageContainer>
  )
}
