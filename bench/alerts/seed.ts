// Writes the alerts bench's data (./dataset.ts) straight into the adapter's tables with drizzle,
// in batches: 100,000 payload.create calls would take an hour. Every column is filled as the
// site fills it for a confirmed subscription (service.ts): the match keys are what matchKeysFor
// answers for the alert's codes, anyCode is set when it has none, and each has a salt, consent
// and confirmation.
import { randomBytes } from 'node:crypto'

import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { matchKeysFor } from '@/features/alerts/service'
import { consentTextVersion } from '@/features/alerts/rules/alertValues'
import { rows } from '@/server/sql'

import type { BenchAlert } from './dataset'

type Row = Record<string, unknown>

type DrizzleTables = {
  drizzle: { insert: (table: unknown) => { values: (rows: Row[]) => PromiseLike<unknown> } }
  tables: Record<string, unknown>
}

/** Rows per INSERT: well under SQLite's and PostgreSQL's limits on bound parameters. */
const batchSize = 1000

/** Inserts `all` into `table` in batches of `batchSize`. */
export async function insertAll(payload: Payload, table: string, all: Row[]) {
  const db = payload.db as unknown as DrizzleTables
  for (let start = 0; start < all.length; start += batchSize) {
    await db.drizzle.insert(db.tables[table]).values(all.slice(start, start + batchSize))
  }
}

/** Runs raw SQL (bench set-up and counts). */
export const query = (payload: Payload, text: string) => rows(payload, sql.raw(text))

/** The exact number of rows a query counts (`SELECT count(*) AS n …`). */
export const countOf = async (payload: Payload, text: string) =>
  Number((await query(payload, text))[0]!.n)

/** An array row's id as Payload makes them (24 hexadecimal digits), from the alert and order. */
const rowId = (alert: number, order: number, kind: number) =>
  alert.toString(16).padStart(14, '0') +
  kind.toString(16).padStart(2, '0') +
  order.toString(16).padStart(8, '0')

/** The correspondence pairs, as the activity-code import stores them. */
export async function seedLinks(payload: Payload, links: { code2007: string; code2025: string }[]) {
  const now = new Date().toISOString()
  await insertAll(
    payload,
    'activity_code_links',
    links.map((link) => ({ ...link, demo: false, createdAt: now, updatedAt: now })),
  )
}

/**
 * Inserts `alerts` as active, confirmed subscriptions; answers each alert's match keys (as
 * matchKeysFor gives them, asked once per distinct code) and the rows written per table.
 */
export async function seedAlerts(payload: Payload, alerts: BenchAlert[], now: Date) {
  const known = new Map<string, string[]>()
  const keysOf = async (alert: BenchAlert) => {
    const keys = new Set<string>()
    for (const code of alert.codes) {
      const cacheKey = `${alert.version}:${code}`
      let found = known.get(cacheKey)
      if (!found) {
        found = await matchKeysFor(payload, [code], alert.version)
        known.set(cacheKey, found)
      }
      for (const key of found) keys.add(key)
    }
    return [...keys]
  }
  const keys = new Map<number, string[]>()
  for (const alert of alerts) keys.set(alert.id, await keysOf(alert))

  const counts = { alerts: 0, codes: 0, keys: 0 }
  // In slices, so that the rows of all 100,000 are never in memory at once.
  const slice = 10_000
  for (let start = 0; start < alerts.length; start += slice) {
    const part = alerts.slice(start, start + slice)
    const alertRows = part.map((alert) => {
      // Subscribed some time in the last year, confirmed within the hour.
      const since = new Date(now.getTime() - ((alert.id * 7919) % 365) * 86_400_000)
      const stamp = since.toISOString()
      return {
        id: alert.id,
        email: alert.email,
        locale: alert.locale,
        status: 'active',
        frequency: alert.frequency,
        anyCode: alert.codes.length === 0,
        county: alert.county,
        size: alert.size,
        programme: alert.programme,
        minAmount: alert.minAmount,
        consentAt: stamp,
        consentText: consentTextVersion,
        confirmedAt: new Date(since.getTime() + 15 * 60_000).toISOString(),
        salt: randomBytes(16).toString('base64url'),
        createdAt: stamp,
        updatedAt: stamp,
      }
    })
    const codeRows = part.flatMap((alert) =>
      alert.codes.map((code, index) => ({
        id: rowId(alert.id, index + 1, 1),
        _order: index + 1,
        _parentID: alert.id,
        code,
        classification: alert.version,
      })),
    )
    const keyRows = part.flatMap((alert) =>
      keys.get(alert.id)!.map((key, index) => ({
        id: rowId(alert.id, index + 1, 2),
        _order: index + 1,
        _parentID: alert.id,
        key,
      })),
    )
    await insertAll(payload, 'alerts', alertRows)
    await insertAll(payload, 'alerts_codes', codeRows)
    await insertAll(payload, 'alerts_match_keys', keyRows)
    counts.alerts += alertRows.length
    counts.codes += codeRows.length
    counts.keys += keyRows.length
  }
  // PostgreSQL's serial ids move on only when it picks them: past the ones given here.
  if (payload.db.name === 'postgres') {
    await query(
      payload,
      `SELECT setval(pg_get_serial_sequence('alerts', 'id'), (SELECT max(id) FROM alerts))`,
    )
  }
  return { keys, counts }
}
