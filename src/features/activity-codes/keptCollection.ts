import type { Payload } from 'payload'

/** How long the process trusts its copy before it asks the database for its stamp. */
const trustMs = 10_000

type Kept<T> = { value: T; stamp: string; checkedAt: number }

/** How many documents a collection has and when the latest changed: an import or an edit changes it. */
async function readStamp(
  payload: Payload,
  collection: 'activity-codes' | 'activity-code-links',
): Promise<string> {
  const [{ totalDocs }, latest] = await Promise.all([
    payload.count({ collection, overrideAccess: true }),
    payload.find({
      collection,
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
      select: { updatedAt: true },
    }),
  ])
  return `${totalDocs}@${latest.docs[0]?.updatedAt ?? ''}`
}

/**
 * What `load` makes of a collection, kept in the process: read once, then read again when the
 * collection's stamp (count and latest change) differs, checked at most every ten seconds.
 * Each instance of a fleet does the same against the shared database.
 */
export function keptCollection<T>(
  collection: 'activity-codes' | 'activity-code-links',
  load: (payload: Payload) => Promise<T>,
): (payload: Payload) => Promise<T> {
  let kept: Promise<Kept<T>> | null = null
  return async (payload) => {
    const current = kept ? await kept.catch(() => null) : null
    if (current && Date.now() - current.checkedAt < trustMs) return current.value
    const next = (async () => {
      const stamp = await readStamp(payload, collection)
      if (current && current.stamp === stamp) return { ...current, checkedAt: Date.now() }
      return { value: await load(payload), stamp, checkedAt: Date.now() }
    })()
    kept = next
    return (await next).value
  }
}
