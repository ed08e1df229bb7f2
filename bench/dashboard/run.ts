// npm run bench:dashboard (tsx bench/dashboard/run.ts): the back office's dashboard on a year of
// activity (issue 34), on SQLite and on PostgreSQL. Per database, one after the other:
//   1. a throwaway database: a fresh file data/bench-dashboard-<timestamp>.db, or the database
//      bench_dashboard_<timestamp> created on the PostgreSQL server BENCH_POSTGRES_URL (default
//      postgres://postgres@127.0.0.1:5432/test, trust auth), migrated with the committed
//      migrations (src/migrations/<kind>, as `npm run migrate` applies them);
//   2. a year of activity up to now, drawn by a seeded generator (./dataset.ts) and written with
//      multi-row INSERTs in batches (./seed.ts): 50,000 leads through every channel with their
//      stage, adviser and follow-up; 200,000 funding checks skewed over the activity codes
//      (about a quarter found no open call); 20,000 consultations of six advisers; 10,000 alert
//      subscriptions with their codes, 100,000 deliveries (some marked not relevant); 3,000 of
//      the assistant's topics;
//   3. in a process of its own (./measure.ts, Node's `production` export condition): every
//      aggregate query of the dashboard (src/features/back-office/dashboard/queries), the same
//      code the /admin home runs, timed: the median of --runs runs after one warm-up run; and
//      the whole dashboard (all of them, as the page runs them), for information.
// The database is dropped (the file deleted) at the end, also when a step fails or on Ctrl-C.
//
// Prints the machine, each database's figures, then one table: query, SQLite ms, PostgreSQL
// ms, the bar (200 ms) and pass or fail. Exits with 1 when a query is over the bar (unless
// --no-fail) or a step fails.
//
// Usage: npm run bench:dashboard [-- options]
//   --db sqlite|postgres|both   databases to measure (default both)
//   --runs N                    timed runs per query (default 5)
//   --sql STATEMENT             run SQL after migrating, e.g. an index to try before writing
//                               it into a collection (repeatable; "sqlite: …" or "postgres: …"
//                               runs it on that database only)
//   --keep                      keep the database (its URL is printed) to look at the plans
//   --no-fail                   exit 0 even when a query is over the bar
// The default run takes about two minutes per database on 2 cores (most of it the seeding).
import path from 'node:path'
import { parseArgs } from 'node:util'

import { databaseKinds, onEachDatabase, printMachine, runStep } from '../lib/databaseRuns'

import { barMs, ms, type DatabaseResult } from './shared'

const usage = `Usage: npm run bench:dashboard -- [--db sqlite|postgres|both] [--runs N]
                    [--sql STATEMENT]… [--keep] [--no-fail]`

const { values: options } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    runs: { type: 'string', default: '5' },
    sql: { type: 'string', multiple: true, default: [] },
    keep: { type: 'boolean', default: false },
    'no-fail': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h' },
  },
})
if (options.help) {
  console.log(usage)
  process.exit(0)
}
const runs = Number(options.runs)
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number of at least 1\n${usage}`)
  process.exit(2)
}
const kinds = databaseKinds(options.db, usage)
const stamp = Date.now()

printMachine('Dashboard bench: the /admin home’s aggregate queries on a year of activity')
console.log(`${runs} timed runs per query after 1 warm-up; now ${new Date(stamp).toISOString()}`)

const measureArgs = [
  ...['--runs', String(runs)],
  ...options.sql.flatMap((statement) => ['--sql', statement]),
]
const { results, failed } = await onEachDatabase(
  {
    name: 'dashboard',
    stamp,
    kinds,
    keep: options.keep,
    env: { JOBS_AUTORUN: 'false', ALERTS_ENABLED: 'false' },
  },
  (env) =>
    runStep<DatabaseResult>(
      path.join(import.meta.dirname, 'measure.ts'),
      measureArgs,
      env,
      (message) => message as DatabaseResult,
      process.execArgv,
    ),
)

const of = (kind: DatabaseResult['kind']) => results.find((result) => result.kind === kind)
const sqlite = of('sqlite')
const postgres = of('postgres')
const names = Object.keys((sqlite ?? postgres)?.medians ?? {})
const cell = (result: DatabaseResult | undefined, name: string) =>
  result ? ms(result.medians[name]!) : '—'
let passed = names.length > 0
console.log(
  `\n## Verdict: every dashboard query under ${barMs} ms (median of ${runs} runs after 1 warm-up)\n`,
)
console.log(`| query | SQLite ms | PostgreSQL ms | bar | pass/fail |`)
console.log(`| ----- | --------: | ------------: | --: | --------- |`)
for (const name of names) {
  const slowest = Math.max(...results.map((result) => result.medians[name]!))
  const pass = slowest < barMs
  passed &&= pass
  console.log(
    `| ${name} | ${cell(sqlite, name)} | ${cell(postgres, name)} | ${barMs} ms | ${pass ? 'pass' : 'FAIL'} |`,
  )
}
console.log(
  `| (whole dashboard, no bar) | ${sqlite ? ms(sqlite.wholeMs) : '—'} | ` +
    `${postgres ? ms(postgres.wholeMs) : '—'} | | |`,
)
for (const result of results) console.log(`\n${result.kind}: ${result.database}`)

if (failed) process.exit(1)
console.log(`\nOverall: ${passed ? 'PASS' : 'FAIL'}`)
if (!passed && !options['no-fail']) process.exit(1)
