import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { cacheTags, revalidate } from '@/server/cache/revalidate'

/** afterChange and afterDelete hooks that expire the given cache tags (and the sitemap). */
export function revalidateTagsHooks(...tags: string[]) {
  const all = [...tags, cacheTags.sitemap]
  const afterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
    await revalidate(all, req)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    await revalidate(all, req)
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}
