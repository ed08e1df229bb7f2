import type { Payload, Where } from 'payload'

import { log } from '@/server/log'

import { anonymiseLead } from '../privacy/anonymise'
import { recordPrivacyRequest } from '../privacy/audit'
import { staleBefore } from '../rules'

/** Leads read and anonymised at a time. */
const batchSize = 100

/** Leads not yet anonymised whose last activity (or, lacking one, arrival) is before `cutoff`. */
const staleWhere = (cutoff: Date, skip: number[]): Where => {
  const before = cutoff.toISOString()
  return {
    and: [
      { anonymisedAt: { exists: false } },
      {
        or: [
          { lastActivityAt: { less_than: before } },
          {
            and: [{ lastActivityAt: { exists: false } }, { createdAt: { less_than: before } }],
          },
        ],
      },
      ...(skip.length > 0 ? [{ id: { not_in: skip } }] : []),
    ],
  }
}

/**
 * Anonymises the leads without activity for `months` calendar months before `now` (the daily
 * round calls it with LEAD_RETENTION_MONTHS), in batches, each as an erasure does
 * (anonymiseLead: the person's details, CV and booking), and records the round in the
 * personal data audit when it anonymised any. Returns how many leads it anonymised; a lead that
 * fails is logged and left for the next day.
 */
export async function anonymiseStaleLeads(
  payload: Payload,
  { now, months }: { now: Date; months: number },
): Promise<number> {
  const cutoff = staleBefore(now, months)
  const reason = `Anonimizirano nakon ${months} mj. bez aktivnosti (rok čuvanja)`
  const failed: number[] = []
  const counts = { leads: 0, 'application-files': 0, bookings: 0 }
  for (;;) {
    const { docs } = await payload.find({
      collection: 'leads',
      where: staleWhere(cutoff, failed),
      sort: 'id',
      limit: batchSize,
      depth: 0,
      select: { anonymisedAt: true },
      overrideAccess: true,
    })
    if (docs.length === 0) break
    for (const { id } of docs) {
      try {
        const touched = await anonymiseLead(payload, id, reason)
        counts.leads += 1
        if (touched.cv) counts['application-files'] += 1
        if (touched.booking) counts.bookings += 1
      } catch (error) {
        failed.push(id)
        log('error', 'lead not anonymised', { leadId: id, error: String(error) })
      }
    }
  }
  if (counts.leads > 0) {
    await recordPrivacyRequest(payload, { action: 'retention', counts, at: now })
  }
  return counts.leads
}
