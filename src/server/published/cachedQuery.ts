import { createHash } from 'node:crypto'

import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'
import { cache } from 'react'

import { getPayloadClient } from '@/server/getPayloadClient'

/**
 * Time-based refresh on top of tag revalidation: an article dated in the future appears, and a
 * deadline turns into "closed", without an edit.
 */
export const contentRevalidateSeconds = 600

type Arg = string | number

/**
 * Wraps a content read so a page render asks the database once (React cache) and later renders
 * reuse the result until a hook expires one of its tags (src/server/cache/revalidate.ts).
 */
export function cachedQuery<A extends Arg[], R>(
  name: string,
  tags: string[],
  read: (payload: Payload, ...args: A) => Promise<R>,
) {
  // A new version of the read (another shape of result) gets keys of its own, so a cache shared
  // across deployments (Redis) never hands the new code an entry the old code wrote.
  const version = createHash('sha256').update(read.toString()).digest('hex').slice(0, 12)
  return cache((...args: A) =>
    unstable_cache(
      async () => read(await getPayloadClient(), ...args),
      [name, version, ...args.map(String)],
      {
        tags,
        revalidate: contentRevalidateSeconds,
      },
    )(),
  )
}
