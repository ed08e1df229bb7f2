export const cacheTags = {
  siteSettings: 'site-settings',
  sitemap: 'sitemap',
  fundingCalls: 'funding-calls',
  articles: 'articles',
  categories: 'categories',
  caseStudies: 'case-studies',
  media: 'media',
  team: 'team',
  jobs: 'jobs',
  downloads: 'downloads',
  pages: 'pages',
  activityCodes: 'activity-codes',
} as const

type IncrementalCache = {
  revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void>
}

/**
 * Expires cached pages that carry a tag at once (`expire: 0`): the next visitor gets a fresh
 * render, never the version from before the edit (with `'max'` one more stale copy would be
 * served while the new one renders). Does nothing outside the Next.js server (seed, CLI,
 * tests) or when the caller set `context.disableRevalidate`. `next/cache` is loaded only inside
 * Next.js, where it exists.
 *
 * Inside the server but outside a request (the job queue publishing a scheduled page),
 * `revalidateTag` has no request to attach to: the tags are expired in the server's page cache
 * itself (the one Next.js keeps for its requests, in memory and on disk or in Redis).
 */
export async function revalidate(
  tags: string[],
  context?: { disableRevalidate?: unknown },
): Promise<void> {
  if (context?.disableRevalidate || !process.env.NEXT_RUNTIME) return
  const { revalidateTag } = await import('next/cache')
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch (error) {
    const cache = (globalThis as { __incrementalCache?: IncrementalCache }).__incrementalCache
    if (!String(error).includes('store missing') || !cache) throw error
    await cache.revalidateTag(tags, { expire: 0 })
  }
}
