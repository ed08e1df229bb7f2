import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { EmptyState } from '@/components/ui/EmptyState'
import { PageContainer } from '@/components/ui/PageContainer'
import { PageIntro } from '@/components/ui/PageIntro'
import { getResourcesCopy } from '@/copy/resources'
import { ContactCta } from '@/features/contact/components'
import { DownloadCard } from '@/features/resources/components'
import { getDownloads } from '@/features/resources/queries'
import { resolveLocale, type LocaleParams } from '@/lib/pageParams'
import { pageMetadata } from '@/seo/metadata'

// Only the three languages of generateStaticParams (src/app/(frontend)/[locale]/layout.tsx).
export const dynamicParams = false
export const revalidate = 600

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
  const t = await getTranslations({ locale, namespace: 'Downloads' })
  const downloads = await getDownloads(locale)
  return (
    <PageContainer>
      <PageIntro title={copy.title} intro={copy.intro} />
      {downloads.length > 0 ? (
        <ul className="mt-12 grid gap-8 md:grid-cols-2 xl:grid-cols-3" data-testid="downloads">
          {downloads.map((item, index) => (
            <DownloadCard key={item.id} locale={locale} item={item} preload={index === 0} />
          ))}
        </ul>
      ) : (
        <EmptyState title={t('empty')}>
          <p>{t('emptyText')}</p>
        </EmptyState>
      )}
      <ContactCta title={copy.cta.title} text={copy.cta.text} button={copy.cta.button} />
    </PageContainer>
  )
}
