// Writes the dashboard bench's year of activity (./dataset.ts) straight into the tables with
// multi-row INSERT statements in batches: a quarter of a million payload.create calls would take
// an hour. Columns are the migrations' names; booleans as each database stores them.
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { bool, rows } from '@/server/sql'

import type { Table } from './dataset'

/** Bound parameters per statement: well under SQLite's (32,766) and PostgreSQL's (65,535). */
const parametersPerStatement = 20_000

/** Inserts every row of `table`, as many rows per statement as the parameters allow. */
export async function insertTable(payload: Payload, table: Table) {
  const columns = sql.raw(table.columns.map((column) => `"${column}"`).join(', '))
  const perStatement = Math.max(1, Math.floor(parametersPerStatement / table.columns.length))
  const value = (cell: unknown) => (typeof cell === 'boolean' ? bool(payload, cell) : cell)
  for (let start = 0; start < table.rows.length; start += perStatement) {
    const batch = table.rows.slice(start, start + perStatement)
    const values = batch.map(
      (row) =>
        sql`(${sql.join(
          row.map((cell) => sql`${value(cell)}`),
          sql`, `,
        )})`,
    )
    await rows(
      payload,
      sql`INSERT INTO ${sql.raw(`"${table.name}"`)} (${columns}) VALUES ${sql.join(values, sql`, `)}`,
    )
  }
}

/**
 * Inserts the dataset's tables in order (the referenced ones first). On SQLite in one
 * transaction (the adapter's single connection; a commit per statement would sync the file
 * hundreds of times); PostgreSQL's pool commits each statement.
 */
export async function seedDashboard(payload: Payload, tables: Table[]) {
  const sqlite = payload.db.name !== 'postgres'
  if (sqlite) await rows(payload, sql`BEGIN`)
  for (const table of tables) await insertTable(payload, table)
  if (sqlite) await rows(payload, sql`COMMIT`)
}
