import { getTranslations } from 'next-intl/server'

import { IslandMessages } from '@/i18n/IslandMessages'
import type { Locale } from '@/i18n/locales'

import { NewsletterForm } from './NewsletterForm.client'
import { islandMessages } from './islandMessages'

/** The footer's newsletter band: what it is, and the form. */
export async function NewsletterBand({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Newsletter' })
  return (
    <div className="border-t border-white/10">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-[2fr_3fr] lg:items-start">
        <div>
          <h2 id="newsletter-title" className="text-lg font-semibold text-white">
            {t('title')}
          </h2>
          <p className="mt-2 text-sm leading-6">{t('intro')}</p>
        </div>
        <IslandMessages pick={islandMessages.NewsletterForm}>
          <NewsletterForm locale={locale} />
        </IslandMessages>
      </div>
    </div>
  )
}
