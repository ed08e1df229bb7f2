import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { bool, rows } from '@/server/sql'

import { count, type Language } from './sqlParts'

/** A call that alert subscribers marked not relevant: how many of them, of how many mailed. */
export type NotRelevantCall = { id: number; name: string | null; marks: number; mailed: number }

/**
 * The calls marked "not relevant" by the most alert subscribers (a sign of poor tagging), with
 * the number of subscribers each was mailed to, and the call's name in the admin language
 * (Croatian when it has none).
 */
export async function notRelevantCalls(
  payload: Payload,
  language: Language,
  limit = 10,
): Promise<NotRelevantCall[]> {
  const found = await rows<{ id: unknown; name: string | null; marks: unknown; mailed: unknown }>(
    payload,
    sql`SELECT t.call_id AS id, t.marks,
               (SELECT COUNT(DISTINCT s.alert_id) FROM alert_deliveries s
                WHERE s.call_id = t.call_id AND s.status = 'sent') AS mailed,
               COALESCE(
                 (SELECT l.fund_name FROM funding_calls_locales l
                  WHERE l._parent_id = t.call_id AND l._locale = ${language}),
                 (SELECT l.fund_name FROM funding_calls_locales l
                  WHERE l._parent_id = t.call_id AND l._locale = 'hr')) AS name
        FROM (SELECT call_id, COUNT(DISTINCT alert_id) AS marks
              FROM alert_deliveries
              WHERE not_relevant = ${bool(payload, true)} AND call_id IS NOT NULL
              GROUP BY call_id
              ORDER BY marks DESC, call_id
              LIMIT ${limit}) t
        ORDER BY t.marks DESC, t.call_id`,
  )
  return found.map((row) => ({
    id: count(row.id),
    name: row.name,
    marks: count(row.marks),
    mailed: count(row.mailed),
  }))
}
