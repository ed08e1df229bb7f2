import type { MetadataRoute } from 'next'

import { getEnv } from '@/server/env'

export default function robots(): MetadataRoute.Robots {
  const siteUrl = getEnv().SITE_URL
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api/'] },
    sitemap: new URL('/sitemap.xml', siteUrl).toString(),
  }
}
