import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'
import { headers } from 'next/headers'

import { NotFoundView } from '@/components/site/NotFoundView'
import { SiteDocument } from '@/components/site/SiteDocument'
import { SiteFrame } from '@/components/site/SiteFrame'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { requestPathHeader } from '@/i18n/requestPath'
import { log } from '@/server/log'

// Every path that no page claims comes here, as its own document rendered on the server with
// status 404. The proxy tells us the visitor's language and path.
async function requestLocale() {
  const requested = await getLocale().catch(() => defaultLocale)
  return isLocale(requested) ? requested : defaultLocale
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await requestLocale(), namespace: 'NotFound' })
  return { title: t('title'), robots: { index: false } }
}

export default async function GlobalNotFound() {
  const locale = await requestLocale()
  const path = (await headers()).get(requestPathHeader) ?? 'unknown'
  log('warn', 'page not found', { path: path.slice(0, 500) })
  return (
    <SiteDocument locale={locale}>
      <SiteFrame locale={locale}>
        <NotFoundView locale={locale} />
      </SiteFrame>
    </SiteDocument>
  )
}
