import type { GlobalAfterChangeHook } from 'payload'

import { cacheTags, revalidate } from '@/server/cache/revalidate'

export const revalidateSiteSettings: GlobalAfterChangeHook = async ({ doc, req }) => {
  await revalidate([cacheTags.siteSettings, cacheTags.sitemap], req)
  return doc
}
