import { sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { coveringCodes, keyCode } from '@/features/funding-calls/rules'
import { log } from '@/server/log'

import { alertMatcher, type AlertCall } from '../rules/matchAlert'
import type { AlertEventKind } from '../rules/events'
import { bool, rows } from '@/server/sql'

import { alertCall } from './callFacts'

/** Alerts read and deliveries written per statement. */
export const fanOutBatch = 1000
/** How long a worker holds an event it fans out; one that died lets it go after this. */
const leaseMs = 5 * 60 * 1000

type EventRow = { id: number; call_id: number | null; kind: AlertEventKind; cursor: number | null }

/** A key's codes under it start with it: "62" → "62.0", "62.01"; "~" sorts after them all. */
const under = (key: string) => sql`("key" > ${key} AND "key" < ${key + '~'})`

/**
 * The alerts' keys that a call's codes match (the inverse of the catalogue's rule): a key the
 * call's code covers (the code, its group, its division) or one under it.
 */
function keyCondition(callKeys: readonly string[]): SQL | null {
  if (callKeys.length === 0) return null
  const exact = [
    ...new Set(
      callKeys.flatMap((key) => {
        const { code } = keyCode(key)
        const prefix = key.slice(0, key.length - code.length)
        return coveringCodes(code).map((covering) => prefix + covering)
      }),
    ),
  ]
  return sql.join(
    [
      sql`"key" IN (${sql.join(
        exact.map((key) => sql`${key}`),
        sql`, `,
      )})`,
      ...callKeys.map(under),
    ],
    sql` OR `,
  )
}

/** The next batch of active alerts by filters (not following a call) whose codes may match. */
async function candidates(
  payload: Payload,
  call: AlertCall,
  after: number,
  limit: number,
): Promise<number[]> {
  const byKey = keyCondition(call.codes)
  const found = await rows<{ id: number }>(
    payload,
    sql`SELECT id FROM alerts
        WHERE status = 'active' AND call_id IS NULL AND id > ${after}
          AND (any_code = ${bool(payload, true)}${
            byKey ? sql` OR id IN (SELECT _parent_id FROM alerts_match_keys WHERE ${byKey})` : sql``
          })
        ORDER BY id
        LIMIT ${limit}`,
  )
  return found.map((row) => Number(row.id))
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )

/** Of `ids`, the alerts whose whole filters match the call (codes, county, size, programme, amount). */
async function matching(payload: Payload, call: AlertCall, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const [alerts, keys] = await Promise.all([
    rows<{
      id: number
      county: string | null
      size: string | null
      programme_id: number | null
      min_amount: number | string | null
    }>(
      payload,
      sql`SELECT id, county, size, programme_id, min_amount FROM alerts WHERE id IN (${idList(ids)})`,
    ),
    rows<{ parent: number; key: string }>(
      payload,
      sql`SELECT _parent_id AS parent, "key" FROM alerts_match_keys WHERE _parent_id IN (${idList(ids)})`,
    ),
  ])
  const keysOf = new Map<number, string[]>()
  for (const row of keys) {
    const id = Number(row.parent)
    keysOf.set(id, [...(keysOf.get(id) ?? []), row.key])
  }
  return alerts
    .filter((alert) =>
      alertMatcher({
        codes: (keysOf.get(Number(alert.id)) ?? []).map(keyCode),
        county: alert.county as never,
        size: alert.size as never,
        programme: alert.programme_id === null ? null : Number(alert.programme_id),
        minAmount: alert.min_amount === null ? null : Number(alert.min_amount),
      })(call),
    )
    .map((alert) => Number(alert.id))
}

/** Queues one delivery per alert for the event; those already there are left as they are. */
async function queueDeliveries(payload: Payload, event: EventRow, alertIds: number[]) {
  const now = new Date().toISOString()
  for (let at = 0; at < alertIds.length; at += 500) {
    const values = alertIds
      .slice(at, at + 500)
      .map(
        (alert) =>
          sql`(${alert}, ${event.id}, ${event.call_id}, 'queued', ${bool(payload, false)}, ${now}, ${now})`,
      )
    await rows(
      payload,
      sql`INSERT INTO alert_deliveries (alert_id, event_id, call_id, status, not_relevant, created_at, updated_at)
          VALUES ${sql.join(values, sql`, `)}
          ON CONFLICT DO NOTHING`,
    )
  }
}

/** The alerts that marked the call not relevant: it is mailed to them no more. */
async function dismissedBy(payload: Payload, callId: number): Promise<Set<number>> {
  const found = await rows<{ alert_id: number }>(
    payload,
    sql`SELECT DISTINCT alert_id FROM alert_deliveries
        WHERE call_id = ${callId} AND not_relevant = ${bool(payload, true)}`,
  )
  return new Set(found.map((row) => Number(row.alert_id)))
}

/** The active alerts that follow the call. */
async function followers(payload: Payload, callId: number): Promise<number[]> {
  const found = await rows<{ id: number }>(
    payload,
    sql`SELECT id FROM alerts WHERE call_id = ${callId} AND status = 'active' ORDER BY id`,
  )
  return found.map((row) => Number(row.id))
}

/** Takes the event for this worker unless another holds it or it is done; its cursor then. */
async function lease(payload: Payload, id: number, now: Date): Promise<EventRow | null> {
  const taken = await rows<EventRow>(
    payload,
    sql`UPDATE alert_events SET lease_until = ${new Date(now.getTime() + leaseMs).toISOString()}
        WHERE id = ${id} AND fanned_out_at IS NULL
          AND (lease_until IS NULL OR lease_until < ${now.toISOString()})
        RETURNING id, call_id, kind, cursor`,
  )
  return taken[0] ?? null
}

export type FanOutHooks = {
  /** Alerts per batch (fanOutBatch unless a test wants many batches of few). */
  batchSize?: number
  /** Called after each batch is queued (tests stop a worker here, as a crash would). */
  afterBatch?: (queued: number) => Promise<void> | void
}

/**
 * Turns one event into deliveries: for a publication, an opening or a change, every active
 * alert whose filters match the call (found by its codes' keys, in batches of alerts by id);
 * for a change and a deadline reminder, the alerts that follow the call. Alerts that found the
 * call not relevant are left out. The event's cursor moves after each batch, so a worker that
 * dies part-way is followed (once its lease runs out) by one that goes on from there; the
 * deliveries' unique key makes any batch done twice harmless. Answers how many it queued.
 */
export async function fanOutEvent(
  payload: Payload,
  eventId: number,
  now = new Date(),
  hooks: FanOutHooks = {},
): Promise<number> {
  const event = await lease(payload, eventId, now)
  if (!event) return 0
  let queued = 0
  const call =
    event.call_id === null
      ? null
      : await payload
          .findByID({
            collection: 'funding-calls',
            id: event.call_id,
            depth: 0,
            overrideAccess: true,
          })
          .catch(() => null)
  if (call) {
    const facts = alertCall(call)
    const dismissed = await dismissedBy(payload, call.id)
    const keep = (ids: number[]) => ids.filter((id) => !dismissed.has(id))
    if (event.kind === 'changed' || event.kind === 'closing7' || event.kind === 'closing2') {
      const ids = keep(await followers(payload, call.id))
      await queueDeliveries(payload, event, ids)
      queued += ids.length
    }
    if (event.kind === 'published' || event.kind === 'opened' || event.kind === 'changed') {
      let cursor = Number(event.cursor ?? 0)
      for (;;) {
        const ids = await candidates(payload, facts, cursor, hooks.batchSize ?? fanOutBatch)
        if (ids.length === 0) break
        const matched = keep(await matching(payload, facts, ids))
        await queueDeliveries(payload, event, matched)
        queued += matched.length
        cursor = ids[ids.length - 1]!
        await rows(
          payload,
          sql`UPDATE alert_events SET cursor = ${cursor},
                lease_until = ${new Date(Date.now() + leaseMs).toISOString()}
              WHERE id = ${event.id}`,
        )
        await hooks.afterBatch?.(matched.length)
      }
    }
  }
  await rows(
    payload,
    sql`UPDATE alert_events SET fanned_out_at = ${new Date().toISOString()}, lease_until = NULL
        WHERE id = ${event.id}`,
  )
  log('info', 'alert event fanned out', { eventId: event.id, kind: event.kind, queued })
  return queued
}

/** Fans out every event not done yet, oldest first; answers how many deliveries it queued. */
export async function fanOutPending(payload: Payload, now = new Date(), hooks: FanOutHooks = {}) {
  const pending = await rows<{ id: number }>(
    payload,
    sql`SELECT id FROM alert_events
        WHERE fanned_out_at IS NULL AND (lease_until IS NULL OR lease_until < ${now.toISOString()})
        ORDER BY id LIMIT 50`,
  )
  let queued = 0
  for (const { id } of pending) queued += await fanOutEvent(payload, Number(id), now, hooks)
  return queued
}
