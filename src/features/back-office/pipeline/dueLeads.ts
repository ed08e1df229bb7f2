import type { Payload } from 'payload'

import { addDays } from '@/lib/zagreb'

import { byFollowUp, openStages } from '../rules'

/**
 * The open leads with an adviser whose follow-up day is `day` (Zagreb) or earlier, overdue
 * first (`byFollowUp`): all advisers' for the morning mail, or one adviser's for their list
 * in /admin.
 */
export async function dueLeads(payload: Payload, day: string, adviser?: number | string) {
  const { docs } = await payload.find({
    collection: 'leads',
    where: {
      and: [
        { stage: { in: [...openStages] } },
        adviser === undefined ? { adviser: { exists: true } } : { adviser: { equals: adviser } },
        { followUp: { less_than: `${addDays(day, 1)}T00:00:00.000Z` } },
      ],
    },
    depth: 0,
    pagination: false,
    select: {
      firstName: true,
      lastName: true,
      company: true,
      stage: true,
      followUp: true,
      adviser: true,
      createdAt: true,
    },
    overrideAccess: true,
  })
  return docs.map((lead) => ({ ...lead, followUp: lead.followUp ?? null })).sort(byFollowUp(day))
}
