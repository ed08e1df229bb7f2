import { getTranslations } from 'next-intl/server'
import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/server/cache/revalidate'
import { getPayloadClient } from '@/server/getPayloadClient'

/** Brand, contact details and links from the site-settings global, cached until edited. */
export const getSiteSettings = cache((locale: Locale) =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      return payload.findGlobal({ slug: 'site-settings', locale, depth: 0 })
    },
    ['site-settings', locale],
    { tags: [cacheTags.siteSettings] },
  )(),
)

export type SiteSettingsData = Awaited<ReturnType<typeof getSiteSettings>>

/** The brand shown on the site: from site settings, else the name in the message files. */
export async function getBrandName(locale: Locale): Promise<string> {
  const settings = await getSiteSettings(locale)
  return (
    settings.brandName || (await getTranslations({ locale, namespace: 'Metadata' }))('siteName')
  )
}
