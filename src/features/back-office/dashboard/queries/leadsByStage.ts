import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { count, rows } from '@/server/sql'

import { leadStages, type LeadStage } from '../../rules'

/** How many leads are at each stage now (every stage, zero included). */
export async function leadsByStage(payload: Payload): Promise<Record<LeadStage, number>> {
  const found = await rows<{ stage: string | null; n: unknown }>(
    payload,
    sql`SELECT stage, COUNT(*) AS n FROM leads GROUP BY stage`,
  )
  const counts = Object.fromEntries(leadStages.map((stage) => [stage, 0])) as Record<
    LeadStage,
    number
  >
  // A lead saved before the pipeline existed has no stage yet: it is new.
  for (const row of found) counts[(row.stage ?? 'new') as LeadStage] += count(row.n)
  return counts
}
