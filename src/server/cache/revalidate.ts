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
} as const

/**
 * Expires cached pages that carry a tag at once (`expire: 0`): the next visitor gets a fresh
 * render, never the version from before the edit (with `'max'` one more stale copy would be
 * served while the new one renders). Does nothing outside the Next.js server (seed, CLI,
 * tests) or when the caller set `context.disableRevalidate`. `next/cache` is loaded only inside
 * Next.js, where it exists.
 */
export async function revalidate(
  tags: string[],
  context?: { disableRevalidate?: unknown },
): Promise<void> {
  if (context?.disableRevalidate || !process.env.NEXT_RUNTIME) return
  const { revalidateTag } = await import('next/cache')
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
}
