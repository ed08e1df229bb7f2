import type { Payload } from 'payload'

import { codeSearchIndex, type CodeSearchIndex, type SearchableCode } from './rules/codeSearch'

/** How long the process trusts its copy of the codes before it asks the database for its stamp. */
const trustMs = 10_000

type Loaded = { index: CodeSearchIndex; stamp: string; checkedAt: number }

let loaded: Promise<Loaded> | null = null

/** How many codes there are and when the latest changed: an import or an edit changes it. */
async function readStamp(payload: Payload): Promise<string> {
  const [{ totalDocs }, latest] = await Promise.all([
    payload.count({ collection: 'activity-codes', overrideAccess: true }),
    payload.find({
      collection: 'activity-codes',
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
      select: { updatedAt: true },
    }),
  ])
  return `${totalDocs}@${latest.docs[0]?.updatedAt ?? ''}`
}

async function load(payload: Payload, stamp: string): Promise<Loaded> {
  const { docs } = await payload.find({
    collection: 'activity-codes',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { classification: true, code: true, level: true, name: true, keywords: true },
  })
  return { index: codeSearchIndex(docs as SearchableCode[]), stamp, checkedAt: Date.now() }
}

/**
 * Every activity code of both versions, ready to search, kept in the process: read once, then
 * read again when the database's stamp (count and latest change) differs, checked at most every
 * ten seconds. Each instance of a fleet does the same against the shared database.
 */
export async function activityCodeIndex(payload: Payload): Promise<CodeSearchIndex> {
  const current = loaded ? await loaded.catch(() => null) : null
  if (current && Date.now() - current.checkedAt < trustMs) return current.index
  const next = (async () => {
    const stamp = await readStamp(payload)
    if (current && current.stamp === stamp) return { ...current, checkedAt: Date.now() }
    return load(payload, stamp)
  })()
  loaded = next
  return (await next).index
}
