// What the database does for a slow request of the catalogue bench (--explain): the SQL that
// Payload sends for it, each statement timed on its own, and the plans of the slow ones
// (EXPLAIN ANALYZE on PostgreSQL, EXPLAIN QUERY PLAN on SQLite).
import type { Payload } from 'payload'

import { ms } from './stats'

type Row = Record<string, unknown>
type Statement = { sql: string; params: unknown[] }

/** The adapters' own connections: node-postgres's pool, libsql's client. */
type Connections = {
  pool?: { query: (sql: string, params: unknown[]) => Promise<{ rows: Row[] }> }
  client?: { execute: (query: { sql: string; args: unknown[] }) => Promise<{ rows: Row[] }> }
}

/** Collects the SQL that drizzle sends while `action` runs (its session's logger, swapped). */
async function captureSql(payload: Payload, action: () => Promise<unknown>) {
  const session = (payload.db as unknown as { drizzle: { session: { logger: unknown } } }).drizzle
    .session
  const previous = session.logger
  const statements: Statement[] = []
  session.logger = {
    logQuery: (sql: string, params: unknown[]) => statements.push({ sql, params }),
  }
  const start = performance.now()
  try {
    await action()
  } finally {
    session.logger = previous
  }
  return { statements, totalMs: performance.now() - start }
}

/** Long lists of placeholders (ids, codes) shortened for reading. */
const readable = (sql: string) =>
  sql.replace(/\((?:\?|\$\d+)(?:, (?:\?|\$\d+)){5,}\)/g, (list) => {
    const count = list.split(',').length
    return `(${list.slice(1).split(',')[0]}, … ${count} values)`
  })

async function run(db: Connections, sql: string, params: unknown[]): Promise<Row[]> {
  if (db.pool) return (await db.pool.query(sql, params)).rows
  return (await db.client!.execute({ sql, args: params })).rows
}

/**
 * Runs `action` once with its SQL captured, then times each statement on its own and prints
 * the share of SQL in the whole, and the plan of every statement of `minMs` or more.
 */
export async function explainRequest(
  payload: Payload,
  title: string,
  action: () => Promise<unknown>,
  minMs = 2,
) {
  const db = payload.db as unknown as Connections
  const { statements, totalMs } = await captureSql(payload, action)
  const timed: (Statement & { ms: number })[] = []
  for (const statement of statements) {
    const start = performance.now()
    await run(db, statement.sql, statement.params)
    timed.push({ ...statement, ms: performance.now() - start })
  }
  const sqlMs = timed.reduce((sum, statement) => sum + statement.ms, 0)
  console.log(
    `\n### ${title}\n\n${ms(totalMs)} ms in all; its ${statements.length} SQL statements take ` +
      `${ms(sqlMs)} ms run one by one (the rest is Payload and the app in-process).`,
  )
  for (const statement of timed.filter((statement) => statement.ms >= minMs)) {
    console.log(`\n${ms(statement.ms)} ms: ${readable(statement.sql)}`)
    const plan = db.pool
      ? await run(db, `EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.params)
      : await run(db, `EXPLAIN QUERY PLAN ${statement.sql}`, statement.params)
    for (const row of plan) console.log(`    ${String(row['QUERY PLAN'] ?? row.detail)}`)
  }
}
