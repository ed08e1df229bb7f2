import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { count, rows } from '@/server/sql'

import type { DashboardPeriod } from '../period'

/** The leads of the period (created in it) and how many of them are won and lost now. */
export type Conversion = { leads: number; won: number; lost: number }

/** Conversion to won of the period's leads: won ÷ (won + lost) and won ÷ all of them. */
export async function conversion(payload: Payload, period: DashboardPeriod): Promise<Conversion> {
  const [row] = await rows<{ leads: unknown; won: unknown; lost: unknown }>(
    payload,
    sql`SELECT COUNT(*) AS leads,
               SUM(CASE WHEN stage = 'won' THEN 1 ELSE 0 END) AS won,
               SUM(CASE WHEN stage = 'lost' THEN 1 ELSE 0 END) AS lost
        FROM leads WHERE created_at >= ${period.from} AND created_at < ${period.to}`,
  )
  return { leads: count(row?.leads), won: count(row?.won), lost: count(row?.lost) }
}
