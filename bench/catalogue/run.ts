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
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { nodeConditions, postgresTestUrl, root } from '../../scripts/lib.mjs'
import { throwawayDatabase, type Database } from '../lib/throwawayDatabase'

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
const kinds = { sqlite: ['sqlite'], postgres: ['postgres'], both: ['sqlite', 'postgres'] }[
  options.db
] as ('sqlite' | 'postgres')[] | undefined
if (!kinds) {
  console.error(`--db must be sqlite, postgres or both\n${usage}`)
  process.exit(2)
}

const stamp = Date.now()
const postgresServer = process.env.BENCH_POSTGRES_URL || postgresTestUrl
const mediaDir = path.join('data', `bench-catalogue-media-${stamp}`)

/** Runs ./measure.ts on the database that `env` names and resolves with what it sends back. */
function measure(env: NodeJS.ProcessEnv) {
  return new Promise<DatabaseResult>((resolve, reject) => {
    let result: DatabaseResult | undefined
    const child = spawn(
      process.execPath,
      [
        ...process.execArgv,
        nodeConditions,
        path.join(import.meta.dirname, 'measure.ts'),
        ...['--runs', String(runs), '--checks', String(checks)],
        ...['--concurrency', String(concurrency), '--calls', String(calls)],
        ...(options.explain ? ['--explain'] : []),
        ...options.sql.flatMap((statement) => ['--sql', statement]),
      ],
      { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
    )
    child.on('message', (message) => (result = message as DatabaseResult))
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0 && result) resolve(result)
      else reject(new Error(`the measurement failed (${signal ?? `exit ${code}`})`))
    })
  })
}

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

// A database left behind by Ctrl-C would be the next engineer's mystery: drop it first.
let dropCurrent: (() => Promise<void>) | null = null
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: removing the bench database…`)
    void (dropCurrent?.() ?? Promise.resolve())
      .catch((error) => console.error(error))
      .finally(() => {
        rmSync(path.join(root, mediaDir), { recursive: true, force: true })
        process.exit(128 + os.constants.signals[signal])
      })
  })
}

const cpus = os.cpus()
console.log('# Catalogue bench: server time of the list and the funding check\n')
console.log(`Machine: ${cpus.length} CPUs, ${cpus[0]?.model ?? 'unknown model'}`)
const load = os.loadavg().map((value) => value.toFixed(2))
console.log(
  `Node ${process.version}, ${os.type()} ${os.release()}; load average ${load.join(', ')} ` +
    '(1, 5, 15 min)',
)
console.log(
  `${calls} calls; ${runs} runs per combination; funding check ${checks} requests, ` +
    `${concurrency} concurrent; now ${new Date(stamp).toISOString()}`,
)

let passed = true
let failed = false
for (const kind of kinds) {
  let database: Database
  try {
    database = await throwawayDatabase(kind, `catalogue-${stamp}`, postgresServer)
  } catch (error) {
    console.error(`\n${kind}: ${(error as Error).message}`)
    failed = true
    continue
  }
  dropCurrent = database.drop
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    MEDIA_DIR: mediaDir,
  }
  try {
    passed = verdict(await measure(env)) && passed
  } catch (error) {
    console.error(`\n${kind}: ${(error as Error).message}`)
    failed = true
  } finally {
    await database.drop()
    dropCurrent = null
    rmSync(path.join(root, mediaDir), { recursive: true, force: true })
  }
}

if (failed) process.exit(1)
console.log(`\nOverall: ${passed ? 'PASS' : 'FAIL'}`)
if (!passed && !options['no-fail']) process.exit(1)
