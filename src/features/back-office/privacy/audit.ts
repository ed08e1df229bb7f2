import type { Payload, PayloadRequest } from 'payload'

import type { PrivacyRequest } from '@/payload-types'

export type PrivacyCounts = Record<string, number>

type Entry = {
  action: PrivacyRequest['action']
  /** The address's keyed hash (subjectKey), never the address; none for the retention round. */
  subject?: string | null
  counts: PrivacyCounts
  /** The admin who asked; none for the daily round. */
  by?: number | null
  at?: Date
}

/**
 * One line of the personal data audit: what was done, about which address's key, how many
 * records of each collection, by whom and when. Collections with no record are left out of
 * the counts; the total adds up the rest. Inside `req`'s transaction when given.
 */
export async function recordPrivacyRequest(
  payload: Payload,
  entry: Entry,
  req?: PayloadRequest,
): Promise<void> {
  const counts = Object.fromEntries(Object.entries(entry.counts).filter(([, n]) => n > 0))
  await payload.create({
    collection: 'privacy-requests',
    data: {
      action: entry.action,
      subject: entry.subject ?? null,
      counts,
      total: Object.values(counts).reduce((sum, n) => sum + n, 0),
      by: entry.by ?? null,
      at: (entry.at ?? new Date()).toISOString(),
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
}
