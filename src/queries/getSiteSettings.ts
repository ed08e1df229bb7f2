import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/server/cache/revalidate'

import { getPayloadClient } from './getPayloadClient'

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
