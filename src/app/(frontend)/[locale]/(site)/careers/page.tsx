import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { PageContainer } from '@/components/ui/PageContainer'
import { PageIntro } from '@/components/ui/PageIntro'
import { getCareersCopy } from '@/copy/careers'
import { BenefitGrid } from '@/features/careers/components'
import { OpenPositions } from '@/features/careers/components'
import { resolveLocale, type LocaleParams } from '@/lib/pageParams'
import { pageMetadata } from '@/seo/metadata'

// Only the three languages of generateStaticParams (src/app/(frontend)/[locale]/layout.tsx).
export const dynamicParams = false

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
  return (
    <PageContainer>
      <PageIntro title={copy.title} intro={copy.intro} />
      <BenefitGrid benefits={copy.benefits} />
      <OpenPositions openings={copy.openings} />
    </PageContainer>
  )
}
