// One database of `npm run bench:dashboard` (see ./run.ts, which creates the database, starts
// this file in a process of its own with the `production` export condition, and drops the
// database afterwards): migrates it with the committed migrations, writes a year of activity
// (./dataset.ts), times every dashboard query and the whole dashboard through the same code as
// the /admin home, prints the figures and sends them to run.ts.
//   env DATABASE_URL, PAYLOAD_SECRET, MEDIA_DIR   the throwaway database and its secret
//   argv --runs N [--sql STATEMENT]…
import { parseArgs } from 'node:util'

import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { dashboardPeriod } from '@/features/back-office/dashboard/period'
import {
  dashboardFigures,
  dashboardQueries,
  type DashboardQuery,
} from '@/features/back-office/dashboard/queries'
import { rows } from '@/server/sql'

import { migrateCommitted } from '../lib/migrate'

import { dashboardDataset, defaultSizes } from './dataset'
import { seedDashboard } from './seed'
import { barMs, median, ms, type DatabaseResult } from './shared'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    sql: { type: 'string', multiple: true, default: [] },
  },
})
const runs = Number(values.runs)

const seconds = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`
const one = async (payload: Payload, text: string) =>
  Object.values((await rows(payload, sql.raw(text)))[0] ?? {})[0]

const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const payload = await getPayload({ config })
const postgres = payload.db.name === 'postgres'
const kind = postgres ? 'postgres' : 'sqlite'
const database = postgres ? 'PostgreSQL' : 'SQLite'
const version = String(
  await one(payload, postgres ? 'SHOW server_version' : 'SELECT sqlite_version() AS v'),
)

// ── Migrate: what `npm run migrate` does, in this process ────────────────────────────────────
let start = performance.now()
const migrationCount = await migrateCommitted(payload)
console.log(
  `\n## ${database} ${version}\n\nMigrated with the ${migrationCount} committed migrations ` +
    `in ${seconds(start)}.`,
)
// Statements to try (an index, say); "sqlite: …" or "postgres: …" runs on that database only.
for (const given of values.sql) {
  const [, only, statement] = /^(?:(sqlite|postgres):\s*)?([\s\S]*)$/.exec(given)!
  if (only && only !== kind) continue
  await rows(payload, sql.raw(statement!))
  console.log(`Ran --sql: ${statement}`)
}

// ── Seed ─────────────────────────────────────────────────────────────────────────────────────
const now = new Date()
start = performance.now()
const tables = dashboardDataset(now, defaultSizes)
await seedDashboard(payload, tables)
if (postgres) await rows(payload, sql`ANALYZE`)
const counted = async (table: string) => Number(await one(payload, `SELECT COUNT(*) FROM ${table}`))
const empty = Number(await one(payload, 'SELECT COUNT(*) FROM funding_check_log WHERE found = 0'))
const checks = await counted('funding_check_log')
console.log(
  `Seeded a year of activity up to ${now.toISOString()} in ${seconds(start)}: ` +
    `${await counted('leads')} leads, ${checks} funding checks ` +
    `(${((empty / checks) * 100).toFixed(0)} % found no open call), ` +
    `${await counted('bookings')} bookings, ${await counted('alerts')} alerts ` +
    `(${await counted('alerts_codes')} codes), ${await counted('alert_deliveries')} alert ` +
    `deliveries, ${await counted('chat_topics')} assistant topics` +
    (postgres ? '; then ANALYZE.' : '.'),
)

// ── Time ─────────────────────────────────────────────────────────────────────────────────────
const period = dashboardPeriod(now)
const timed = async (task: () => Promise<unknown>) => {
  await task()
  const durations: number[] = []
  for (let run = 0; run < runs; run += 1) {
    const begin = performance.now()
    await task()
    durations.push(performance.now() - begin)
  }
  return median(durations)
}
const medians: Record<string, number> = {}
for (const name of Object.keys(dashboardQueries) as DashboardQuery[]) {
  medians[name] = await timed(() => dashboardQueries[name](payload, period, 'hr'))
}
const wholeMs = await timed(() => dashboardFigures(payload, period, 'hr'))

console.log(`\nEach query: median of ${runs} runs after 1 warm-up run (ms).\n`)
console.log('| query | ms | |')
console.log('| ----- | -: | - |')
for (const [name, value] of Object.entries(medians)) {
  console.log(`| ${name} | ${ms(value)} | ${value < barMs ? 'pass' : 'FAIL'} |`)
}
console.log(`\nThe whole dashboard (every query, as /admin runs them): ${ms(wholeMs)} ms`)
const figures = await dashboardFigures(payload, period, 'hr')
console.log(
  `This week: ${figures.leadsPerWeek.reduce((sum, row) => sum + row.counts.at(-1)!, 0)} new ` +
    `leads, ${figures.bookingsThisWeek.reduce((sum, day) => sum + day.booked + day.held + day['no-show'], 0)} ` +
    `consultations; ${figures.followUpsDue.reduce((sum, row) => sum + row.overdue, 0)} follow-ups ` +
    `overdue; code checked most ${figures.codesCheckedMost[0]?.code} ` +
    `(${figures.codesCheckedMost[0]?.checks} checks, ${figures.codesCheckedMost[0]?.none} found none).`,
)

const result: DatabaseResult = { kind, database: `${database} ${version}`, medians, wholeMs }
await new Promise((resolve) =>
  process.send ? process.send(result, undefined, undefined, resolve) : resolve(null),
)
await payload.destroy()
process.exit(0)
