import type { Payload } from 'payload'

import { catalogueWhere } from '@/features/funding-calls'

import type { StoredSourceCheck } from '../rules'

/** An open call with its source link, as the check reads it. */
export type SourceCall = {
  id: number
  sourceUrl: string
  sourceCheck: StoredSourceCheck | null
}

/**
 * The calls open on `now` (opened, deadline not passed, in Zagreb's days: the catalogue's own
 * filter) that have an official source link. Only what the check needs is read.
 */
export async function openCallsWithSource(payload: Payload, now: Date): Promise<SourceCall[]> {
  const { docs } = await payload.find({
    collection: 'funding-calls',
    where: {
      and: [
        catalogueWhere({ status: 'open' }, now),
        { sourceUrl: { exists: true } },
        { sourceUrl: { not_equals: '' } },
      ],
    },
    depth: 0,
    pagination: false,
    select: { sourceUrl: true, sourceCheck: true },
    sort: 'id',
    overrideAccess: true,
  })
  return docs.flatMap((doc) =>
    doc.sourceUrl
      ? [{ id: doc.id, sourceUrl: doc.sourceUrl, sourceCheck: doc.sourceCheck ?? null }]
      : [],
  )
}
