import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { bool, count, rows, spanIndex } from '@/server/sql'

/**
 * Alert sign-ups per span of `starts` (ascending instants, the last span ending at `end`):
 * alerts created in it whose address has confirmed them (sign-ups never confirmed are not
 * counted). One count per span, oldest first.
 */
export async function alertSignUpsPer(
  payload: Payload,
  starts: readonly string[],
  end: string,
): Promise<number[]> {
  const found = await rows<{ span: unknown; n: unknown }>(
    payload,
    sql`SELECT span, COUNT(*) AS n
        FROM (SELECT ${spanIndex('created_at', starts)} AS span
              FROM alerts
              WHERE created_at >= ${starts[0]} AND created_at < ${end}
                AND confirmed_at IS NOT NULL) t
        GROUP BY span`,
  )
  const counts = starts.map(() => 0)
  for (const row of found) counts[count(row.span)] = count(row.n)
  return counts
}

/** An activity code active alerts name (in its classification), and how many of them. */
export type AlertCodeCount = { code: string; classification: string; alerts: number }

/**
 * Active (confirmed, not paused) alerts by the activity codes they name (the alert's codes
 * array, one row per code), most subscribed first.
 */
export async function alertCodeCounts(payload: Payload, limit = 10): Promise<AlertCodeCount[]> {
  const found = await rows<{ code: string; version: string; alerts: unknown }>(
    payload,
    sql`SELECT c.code, c.classification AS version, COUNT(DISTINCT c._parent_id) AS alerts
        FROM alerts_codes c JOIN alerts a ON a.id = c._parent_id
        WHERE a.status = 'active'
        GROUP BY c.code, c.classification
        ORDER BY alerts DESC, c.code, c.classification
        LIMIT ${limit}`,
  )
  return found.map((row) => ({
    code: row.code,
    classification: row.version,
    alerts: count(row.alerts),
  }))
}

/** A call alert subscribers marked not relevant: by how many, of how many it was mailed to. */
export type NotRelevantCount = { id: number; marks: number; mailed: number }

/**
 * The calls marked "not relevant" by the most alert subscribers (a sign of poor tagging), with
 * the number of subscribers each was mailed to.
 */
export async function notRelevantCounts(payload: Payload, limit = 10): Promise<NotRelevantCount[]> {
  const found = await rows<{ id: unknown; marks: unknown; mailed: unknown }>(
    payload,
    sql`SELECT t.call_id AS id, t.marks,
               (SELECT COUNT(DISTINCT s.alert_id) FROM alert_deliveries s
                WHERE s.call_id = t.call_id AND s.status = 'sent') AS mailed
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
    marks: count(row.marks),
    mailed: count(row.mailed),
  }))
}
