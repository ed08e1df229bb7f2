import { sql, type SQL } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

type Row = Record<string, unknown>

/** Drizzle as the two adapters expose it: PostgreSQL executes, SQLite returns rows. */
type Drizzle = {
  execute?: (query: SQL) => Promise<{ rows: Row[] }>
  all?: (query: SQL) => Promise<Row[]>
}

type Adapter = { name: string; drizzle: Drizzle; sessions?: Record<string, { db: Drizzle }> }

export const isPostgres = (payload: Payload) => payload.db.name === 'postgres'

/**
 * Runs one SQL statement and returns its rows (RETURNING or SELECT), inside `req`'s transaction
 * when it has one (PostgreSQL runs a save's hooks in its transaction; SQLite has none).
 * Set-based work (the alerts' fan-out, claims, deletes) is one statement per batch.
 */
export async function rows<T extends Row = Row>(
  payload: Payload,
  query: SQL,
  req?: Partial<PayloadRequest>,
): Promise<T[]> {
  const adapter = payload.db as unknown as Adapter
  const id = req?.transactionID ? await req.transactionID : null
  const db = (id !== null && adapter.sessions?.[String(id)]?.db) || adapter.drizzle
  if (db.execute) return (await db.execute(query)).rows as T[]
  return (await db.all!(query)) as T[]
}

/** A timestamp as each database compares it: timestamptz text on PostgreSQL, ISO text on SQLite. */
export const stamp = (date: Date) => date.toISOString()

/** A boolean as each database stores it. */
export const bool = (payload: Payload, value: boolean) =>
  isPostgres(payload) ? value : value ? 1 : 0

/** A count as the drivers return it (PostgreSQL's bigint arrives as text), as a number. */
export const count = (value: unknown): number => Number(value ?? 0)

/**
 * The index of the span an instant column falls in: the last of `starts` (ascending ISO
 * instants) it is at or after. Compared as instants on PostgreSQL (timestamptz) and as ISO text
 * on SQLite, so weeks and days follow Zagreb's clock changes exactly.
 */
export function spanIndex(column: string, starts: readonly string[]): SQL {
  const cases = starts
    .map((start, index) => sql`WHEN ${sql.raw(column)} >= ${start} THEN ${sql.raw(String(index))}`)
    .reverse()
  return sql`CASE ${sql.join(cases, sql` `)} END`
}
