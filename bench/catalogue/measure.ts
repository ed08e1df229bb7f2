// One database of `npm run bench:catalogue` (see ./run.ts, which creates the database, starts
// this file in a process of its own with the `production` export condition, and drops the
// database afterwards): migrates it with the committed migrations, seeds the catalogue, times
// the list's filter combinations and the funding check through Payload's local API, prints the
// table and sends the figures to run.ts.
//   env DATABASE_URL, PAYLOAD_SECRET, MEDIA_DIR   the throwaway database and its secret
//   argv --runs N --checks N --concurrency N --calls N [--explain] [--sql STATEMENT]…
import os from 'node:os'
import { parseArgs } from 'node:util'

import type { Payload } from 'payload'

import { searchCatalogue } from '@/features/funding-calls/catalogue'
import { openCallsForNkd } from '@/features/funding-calls/openCallsForNkd'
import { readCatalogueFilters } from '@/features/funding-calls/rules/catalogueFilters'

import { migrateCommitted } from '../lib/migrate'

import { catalogueCombinations, fundingCheckCompanies, type Combination } from './combinations'
import { benchDataset } from './dataset'
import { explainRequest } from './explain'
import { checkHiddenFields, query, seedCatalogue } from './seed'
import { bars, latency, ms, timedPool, type DatabaseResult } from './stats'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '40' },
    checks: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '20' },
    calls: { type: 'string', default: '5000' },
    explain: { type: 'boolean', default: false },
    sql: { type: 'string', multiple: true, default: [] },
  },
})
const runs = Number(values.runs)
const checks = Number(values.checks)
const concurrency = Number(values.concurrency)
const callCount = Number(values.calls)

const label = (combination: Combination) =>
  `${combination.locale === 'hr' ? '' : `[${combination.locale}] `}${
    combination.query ? `?${decodeURIComponent(combination.query)}` : '(unfiltered)'
  }`

const seconds = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`

/** The exact number of rows of a table. */
const rowCount = async (payload: Payload, table: string) =>
  Number((await query(payload, `SELECT count(*) AS n FROM "${table}"`))[0]!.n)

const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const payload = await getPayload({ config })
const postgres = payload.db.name === 'postgres'
const database = postgres ? 'PostgreSQL' : 'SQLite'
const version = String(
  Object.values(
    (await query(payload, postgres ? 'SHOW server_version' : 'SELECT sqlite_version() AS v'))[0]!,
  )[0],
)

// ── Migrate: what `npm run migrate` (scripts/payload.mjs migrate) does, in this process ───────
let start = performance.now()
const migrationCount = await migrateCommitted(payload)
console.log(
  `\n## ${database} ${version}\n\nMigrated with the ${migrationCount} committed migrations ` +
    `in ${seconds(start)}.`,
)
// Statements to try (indexes, say); "sqlite: …" or "postgres: …" runs on that database only.
for (const given of values.sql) {
  const [, only, statement] = /^(?:(sqlite|postgres):\s*)?([\s\S]*)$/.exec(given)!
  if (only && only !== payload.db.name) continue
  await query(payload, statement!)
  console.log(`Ran --sql: ${statement}`)
}

// ── Seed ─────────────────────────────────────────────────────────────────────────────────────
const now = new Date()
start = performance.now()
const data = benchDataset(now, callCount)
await seedCatalogue(payload, data)
if (postgres) await query(payload, 'ANALYZE')
const counts = {
  calls: await rowCount(payload, 'funding_calls'),
  locales: await rowCount(payload, 'funding_calls_locales'),
  codes: await rowCount(payload, 'funding_calls_nkd_codes'),
  counties: await rowCount(payload, 'funding_calls_counties'),
  applicants: await rowCount(payload, 'funding_calls_applicant_types'),
  programmes: await rowCount(payload, 'programmes'),
}
console.log(
  `Seeded in ${seconds(start)}: ${counts.calls} funding calls ` +
    `(${counts.locales} language rows), ${counts.codes} activity-code rows, ${counts.counties} ` +
    `county rows, ${counts.applicants} applicant-type rows, ${counts.programmes} programmes` +
    (postgres ? '; then ANALYZE.' : '.'),
)
// A few seeded calls against what Payload's hooks store for the same data.
const samples = [
  data.calls.find((call) => call.deadline === null)!,
  data.calls.find((call) => call.amountMin === null && call.amountMax === null)!,
  data.calls.find((call) => call.codes.length >= 10)!,
]
const differ = await checkHiddenFields(payload, samples)
if (differ.length) {
  throw new Error(`Seeded hidden fields differ from the hooks' for calls ${differ.join(', ')}`)
}
console.log(
  `Hidden fields (sort keys, search text, code division and group) match the hooks' on ` +
    `${samples.length} calls re-created through payload.create.`,
)

// ── Catalogue ────────────────────────────────────────────────────────────────────────────────
const combinations = catalogueCombinations(data)
const search = (combination: Combination) =>
  searchCatalogue(
    payload,
    combination.locale,
    readCatalogueFilters(new URLSearchParams(combination.query)),
    now,
  )

start = performance.now()
await search(combinations[0]!)
const coldMs = performance.now() - start

const results: DatabaseResult['combinations'] = []
for (const combination of combinations) {
  for (let warm = 0; warm < 2; warm += 1) await search(combination)
  const durations: number[] = []
  let total = 0
  for (let run = 0; run < runs; run += 1) {
    const begin = performance.now()
    const result = await search(combination)
    durations.push(performance.now() - begin)
    total = result.total
  }
  results.push({ label: label(combination), results: total, latency: latency(durations) })
}

console.log(
  `\nCatalogue list (searchCatalogue, server time in-process, ${runs} runs each after 2 ` +
    `warm-up runs):\n`,
)
console.log('| combination | results | p50 ms | p95 ms | p99 ms |')
console.log('| ----------- | ------: | -----: | -----: | -----: |')
for (const { label: name, results: total, latency: time } of results) {
  const flag = time.p95 >= bars.catalogueP95 ? ' ⚠' : ''
  console.log(
    `| \`${name}\` | ${total} | ${ms(time.p50)} | ${ms(time.p95)}${flag} | ${ms(time.p99)} |`,
  )
}
console.log(`\nCold first call (reads every call into the call index): ${ms(coldMs)} ms`)

// ── Funding check ────────────────────────────────────────────────────────────────────────────
const companies = fundingCheckCompanies(data)
for (const company of companies.slice(0, concurrency)) {
  await openCallsForNkd(payload, 'hr', company, now)
}
const requests = Array.from({ length: checks }, (_, index) => companies[index % companies.length]!)
let found = 0
const { durations, wallMs } = await timedPool(requests, concurrency, async (company) => {
  // Added after the await: `found += await …` would add to the value read before it.
  const opportunities = await openCallsForNkd(payload, 'hr', company, now)
  found += opportunities.length
})
const check = { ...latency(durations), perSecond: (checks / wallMs) * 1000, requests: checks }
console.log(
  `Funding check (openCallsForNkd, ${companies.length} companies rotating, ${checks} requests, ` +
    `${concurrency} concurrent, ${(found / checks).toFixed(1)} calls found on average): ` +
    `p50 ${ms(check.p50)} ms, p95 ${ms(check.p95)} ms, p99 ${ms(check.p99)} ms, ` +
    `${check.perSecond.toFixed(0)} requests/s`,
)

// ── What the database does for the slow ones ─────────────────────────────────────────────────
if (values.explain) {
  const slow = combinations.filter((_, index) => results[index]!.latency.p95 >= bars.catalogueP95)
  for (const combination of slow) {
    await explainRequest(payload, `Catalogue ${label(combination)}`, () => search(combination))
  }
  if (check.p99 >= bars.checkP99) {
    const company = companies[0]!
    await explainRequest(payload, `Funding check ${JSON.stringify(company)}`, () =>
      openCallsForNkd(payload, 'hr', company, now),
    )
  }
}

const load = os.loadavg().map((value) => value.toFixed(2))
console.log(`(Load average now ${load.join(', ')}: other processes share these CPUs.)`)

const result: DatabaseResult = {
  database: `${database} ${version}`,
  combinations: results,
  check,
  coldMs,
}
await new Promise((resolve) =>
  process.send ? process.send(result, undefined, undefined, resolve) : resolve(null),
)
await payload.destroy()
process.exit(0)
