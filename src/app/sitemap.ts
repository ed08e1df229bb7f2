import type { MetadataRoute } from 'next'

import { getPagePaths } from '@/features/pages/queries'
import { defaultLocale, locales } from '@/i18n/locales'
import { localizedPath } from '@/seo/alternates'
import { getSitemapItems } from '@/seo/getSitemapItems'
import { featurePages } from '@/seo/sitemap'
import { getEnv } from '@/server/env'

export const revalidate = 600

/** Every public page in every language, each with its hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const siteUrl = getEnv().SITE_URL
  const absolute = (path: string) => new URL(path, siteUrl).toString()
  const items = [
    ...(await getPagePaths()),
    ...(await featurePages()).map((path) => ({ path, updatedAt: undefined as string | undefined })),
    ...(await getSitemapItems()),
  ]
  return items.flatMap(({ path, updatedAt }) => {
    const languages: Record<string, string> = Object.fromEntries(
      locales.map((locale) => [locale, absolute(localizedPath(locale, path))]),
    )
    languages['x-default'] = absolute(localizedPath(defaultLocale, path))
    return locales.map((locale) => ({
      url: absolute(localizedPath(locale, path)),
      ...(updatedAt ? { lastModified: updatedAt } : {}),
      alternates: { languages },
    }))
  })
}
