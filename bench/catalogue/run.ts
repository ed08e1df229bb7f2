// npm run bench:catalogue (tsx bench/catalogue/run.ts): how long the server takes to answer the
// funding-call catalogue and the funding check on a catalogue of realistic size, on SQLite and
// on PostgreSQL. Per database, one after the other:
//   1. a throwaway database: a fresh file data/bench-catalogue-<timestamp>.db, or the database
//      bench_catalogue_<timestamp> created on the PostgreSQL server BENCH_POSTGRES_URL
//      (default postgres://postgres@127.0.0.1:5432/test, trust auth), migrated with the
//      committed migrations (src/migrations/<kind>, as `npm run migrate` applies them);
//   2. 5,000 funding calls (three languages each, about 8 activity codes each: ≈ 40,000 code
//      rows) in 16 programmes, drawn by a seeded generator relative to today (./dataset.ts):
//      about 10 % forthcoming, 65 % open (8 % of all calls without a deadline), 25 % closed.
//      They are written with drizzle in batches, hidden fields filled as the hooks fill them;
//      three calls re-created through payload.create must store the same (./seed.ts);
//   3. in-process through Payload's local API (server time, no HTTP): searchCatalogue for 30
//      list URLs (./combinations.ts), each 2 warm-up runs then --runs timed runs in a row, and
//      openCallsForNkd (the funding check) for 50 rotating companies, --checks requests with
//      --concurrency in flight at a time. The first catalogue call, which reads every call
//      into the call index (callIndex.ts), is reported on its own line.
// The database is dropped (the file deleted) at the end, also when a step fails or on Ctrl-C.
// Each database is measured in a process of its own (./measure.ts) with Node's `production`
// export condition (see nodeConditions in scripts/lib.mjs); Payload reads its database from the
// environment once per process.
//
// Prints the machine, then per database a Markdown table (results = total matches, p50/p95/p99
// in ms), the funding check's p50/p95/p99 and requests/s, and the verdict on the issue's bars:
//   the catalogue's p95 < 50 ms for every combination
//   the funding check's p99 < 50 ms at 20 concurrent requests
// Exits with 1 when a bar fails (unless --no-fail) or a step fails.
//
// Usage: npm run bench:catalogue [-- options]
//   --db sqlite|postgres|both   databases to measure (default both)
//   --runs N                    timed runs per combination (default 40)
//   --checks N                  funding-check requests (default 1000)
//   --concurrency N             funding-check requests in flight (default 20)
//   --calls N                   funding calls to seed (default 5000)
//   --explain                   for every request over its bar: the share of SQL in its time,
//                               and the plans of its statements of 2 ms or more
//   --sql STATEMENT             run SQL after migrating, e.g. an index to try before writing
//                               its migration (repeatable; "sqlite: …" or "postgres: …" runs
//                               it on that database only)
//   --no-fail                   exit 0 even when a bar fails
// Example: npm run bench:catalogue -- --db postgres --runs 3 --checks 100 (under a minute on 2
// cores). The default run takes about as long as 1,240 list requests and 1,000 / 20 rounds of
// the funding check per database: 40 minutes on 2 cores while the bars fail by far.
import path from 'node:path'
import { parseArgs } from 'node:util'

import { databaseKinds, onEachDatabase, printMachine, runStep } from '../lib/databaseRuns'

import { bars, ms, type DatabaseResult } from './stats'

const usage = `Usage: npm run bench:catalogue -- [--db sqlite|postgres|both] [--runs N] [--checks N]
                    [--concurrency N] [--calls N] [--explain] [--sql STATEMENT]… [--no-fail]`

const { values: options } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    runs: { type: 'string', default: '40' },
    checks: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '20' },
    calls: { type: 'string', default: '5000' },
    explain: { type: 'boolean', default: false },
    sql: { type: 'string', multiple: true, default: [] },
    'no-fail': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h' },
  },
})
if (options.help) {
  console.log(usage)
  process.exit(0)
}

/** A whole number option of at least `min`, or exit with the usage. */
function count(name: 'runs' | 'checks' | 'concurrency' | 'calls', min: number) {
  const value = Number(options[name])
  if (!Number.isInteger(value) || value < min) {
    console.error(`--${name} must be a whole number of at least ${min}\n${usage}`)
    process.exit(2)
  }
  return value
}
const runs = count('runs', 1)
const checks = count('checks', 1)
const concurrency = count('concurrency', 1)
const calls = count('calls', 100)
const kinds = databaseKinds(options.db, usage)
const stamp = Date.now()

/** Runs ./measure.ts on the database that `env` names and resolves with what it sends back. */
const measure = (env: NodeJS.ProcessEnv) =>
  runStep(
    path.join(import.meta.dirname, 'measure.ts'),
    [
      ...['--runs', String(runs), '--checks', String(checks)],
      ...['--concurrency', String(concurrency), '--calls', String(calls)],
      ...(options.explain ? ['--explain'] : []),
      ...options.sql.flatMap((statement) => ['--sql', statement]),
    ],
    env,
    (message) => message as DatabaseResult,
    process.execArgv,
  )

/** Prints the bars' verdicts for one database; true when both pass. */
function verdict(result: DatabaseResult): boolean {
  const slowest = result.combinations.reduce((worst, row) =>
    row.latency.p95 > worst.latency.p95 ? row : worst,
  )
  const over = result.combinations
    .filter((row) => row.latency.p95 >= bars.catalogueP95)
    .sort((a, b) => b.latency.p95 - a.latency.p95)
  const catalogue = over.length === 0
  const check = result.check.p99 < bars.checkP99
  console.log(`\nVerdict on ${result.database}:`)
  console.log(
    `- catalogue p95 < ${bars.catalogueP95} ms for every combination: ${catalogue ? 'PASS' : 'FAIL'} ` +
      (catalogue
        ? `(slowest: \`${slowest.label}\`, ${ms(slowest.latency.p95)} ms)`
        : `(${over.length} of ${result.combinations.length} over; slowest: ${over
            .slice(0, 5)
            .map((row) => `\`${row.label}\` ${ms(row.latency.p95)} ms`)
            .join(', ')})`),
  )
  console.log(
    `- funding check p99 < ${bars.checkP99} ms at ${concurrency} concurrent: ${check ? 'PASS' : 'FAIL'} ` +
      `(p99 ${ms(result.check.p99)} ms)`,
  )
  return catalogue && check
}

printMachine('Catalogue bench: server time of the list and the funding check')
console.log(
  `${calls} calls; ${runs} runs per combination; funding check ${checks} requests, ` +
    `${concurrency} concurrent; now ${new Date(stamp).toISOString()}`,
)

const { results, failed } = await onEachDatabase({ name: 'catalogue', stamp, kinds }, async (env) =>
  verdict(await measure(env)),
)
const passed = results.every(Boolean)

if (failed) process.exit(1)
console.log(`\nOverall: ${passed ? 'PASS' : 'FAIL'}`)
if (!passed && !options['no-fail']) process.exit(1)
