import type { PayloadRequest } from 'payload'

import { afterCommit } from '../afterCommit'
import { log } from '../log'

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

/** The parts of a Payload request revalidate reads. */
export type RevalidatingRequest = Pick<PayloadRequest, 'payload' | 'transactionID'> & {
  context?: { disableRevalidate?: unknown }
}

type IncrementalCache = {
  revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void>
}

/** The production server's cache in front of Next.js (scripts/http/frontCache.mjs), if any. */
const frontCache = () => (globalThis as { __frontCache?: { expire(): void } }).__frontCache

/**
 * Expires cached pages that carry a tag at once (`expire: 0`): the next visitor gets a fresh
 * render, never the version from before the edit (with `'max'` one more stale copy would be
 * served while the new one renders). Does nothing outside the Next.js server (seed, CLI,
 * tests) or when the caller set `context.disableRevalidate`. `next/cache` is loaded only inside
 * Next.js, where it exists.
 *
 * A save's hooks run inside its transaction: the tags are expired once it has committed (see
 * afterCommit), or a visitor arriving in between would have the old data rendered and kept
 * as fresh (a scheduled page stayed "not found" for the cache's ten minutes).
 *
 * The tags are also expired in the server's page cache itself (the one Next.js keeps for its
 * requests, in memory and on disk or in Redis), at once: inside the server but outside a request
 * (the job queue publishing a scheduled page), `revalidateTag` has no request to attach to.
 */
export async function revalidate(tags: string[], req?: RevalidatingRequest): Promise<void> {
  if (req?.context?.disableRevalidate || !process.env.NEXT_RUNTIME) return
  const { revalidateTag } = await import('next/cache')
  await afterCommit(req, () => expire(revalidateTag, tags))
}

/** A render that read the old data before the expiry may store its page after it. */
const inFlightRenderMs = 5000

async function expire(
  revalidateTag: (tag: string, profile: { expire: number }) => void,
  tags: string[],
): Promise<void> {
  const cache = (globalThis as { __incrementalCache?: IncrementalCache }).__incrementalCache
  let outsideRequest = false
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch (error) {
    if (!String(error).includes('store missing') || !cache) throw error
    outsideRequest = true
  }
  // Straight in the cache too, whatever the context: outside a request revalidateTag has no
  // request to attach to, and inside one it takes effect when the request ends. Code that runs
  // outside a request but was started from one (a loop, a timer) may even find that request's
  // context, long ended, and revalidateTag would then expire nothing at all.
  if (cache) await cache.revalidateTag(tags, { expire: 0 })
  // Said in the log outside a request (a job publishing a scheduled page), so that a page still
  // served from before such an edit can be traced to whether its expiry ran.
  if (outsideRequest) log('info', 'cached pages expired outside a request', { tags })
  // The front cache keeps no tags: it forgets every page (edits are rare, pages cheap to fetch
  // again from Next.js's cache).
  frontCache()?.expire()
  // Once more when renders that started before the save have finished: a visitor who asked
  // for the page a moment before it was published would otherwise leave the old version
  // (a "not found") in the cache as fresh. Straight in the cache, as the request is over.
  if (cache) {
    setTimeout(() => {
      cache
        .revalidateTag(tags, { expire: 0 })
        .then(() => frontCache()?.expire())
        .catch((error: unknown) => {
          console.error('Expiring cached pages failed:', error)
        })
    }, inFlightRenderMs).unref()
  }
}
