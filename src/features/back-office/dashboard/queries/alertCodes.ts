import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { rows } from '@/server/sql'

import { codeName, count, type Language } from './sqlParts'

/** An activity code active alert subscriptions name, and how many of them. */
export type AlertCode = {
  code: string
  classification: string
  name: string | null
  alerts: number
}

/**
 * Active (confirmed, not paused) alert subscriptions by the activity codes they name (the
 * alert's codes array, one row per code), most subscribed first.
 */
export async function alertCodes(
  payload: Payload,
  language: Language,
  limit = 10,
): Promise<AlertCode[]> {
  const found = await rows<{ code: string; version: string; name: string | null; alerts: unknown }>(
    payload,
    sql`SELECT t.code, t.version, t.alerts, ${codeName(language, 't', 'version')} AS name
        FROM (SELECT c.code, c.classification AS version, COUNT(DISTINCT c._parent_id) AS alerts
              FROM alerts_codes c JOIN alerts a ON a.id = c._parent_id
              WHERE a.status = 'active'
              GROUP BY c.code, c.classification
              ORDER BY alerts DESC, c.code, c.classification
              LIMIT ${limit}) t
        ORDER BY t.alerts DESC, t.code, t.version`,
  )
  return found.map((row) => ({
    code: row.code,
    classification: row.version,
    name: row.name,
    alerts: count(row.alerts),
  }))
}
