import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { PageContainer } from '@/components/ui/PageContainer'
import { PageIntro } from '@/components/ui/PageIntro'
import { getResourcesCopy } from '@/copy/resources'
import { ContactCta } from '@/features/contact/components'
import { ResourceCard } from '@/features/resources/components'
import { resolveLocale, type LocaleParams } from '@/lib/pageParams'
import { pageMetadata } from '@/seo/metadata'

// Only the three languages of generateStaticParams (src/app/(frontend)/[locale]/layout.tsx).
export const dynamicParams = false

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const copy = getResourcesCopy(locale)
  return pageMetadata({
    locale,
    path: '/resources',
    title: copy.metaTitle,
    description: copy.metaDescription,
  })
}

export default async function ResourcesPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  setRequestLocale(locale)
  const copy = getResourcesCopy(locale)
  return (
    <PageContainer>
      <PageIntro title={copy.title} intro={copy.intro} />
      <ul className="mt-12 grid gap-8 md:grid-cols-2 xl:grid-cols-3">
        {copy.items.map((item, index) => (
          <ResourceCard key={item.title} id={`resource-${index + 1}`} item={item} copy={copy} />
        ))}
      </ul>
      <ContactCta title={copy.cta.title} text={copy.cta.text} button={copy.cta.button} />
    </PageContainer>
  )
}
