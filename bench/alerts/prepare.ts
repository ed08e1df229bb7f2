// Step 1 of one database of `npm run bench:alerts` (see ./run.ts, which creates the database and
// starts this file, then ./measure.ts, each in a process of its own): migrates the database with
// the committed migrations, writes the correspondence and the subscriptions (./seed.ts), and
// creates the new call through Payload's local API, whose afterChange hook records its
// 'published' event. Counts the subscriptions the call matches (alertMatcher, in this process)
// and sends that and the event to run.ts.
//   env DATABASE_URL, PAYLOAD_SECRET, MEDIA_DIR   the throwaway database and its secret
//   argv --alerts N [--sqlite-wal]
import { parseArgs } from 'node:util'

import { alertCall } from '@/features/alerts/events/callFacts'
import { alertMatcher } from '@/features/alerts/rules/matchAlert'
import { keyCode } from '@/features/funding-calls/rules'

import { migrateCommitted } from '../lib/migrate'

import { benchAlerts, benchCall, benchLinks } from './dataset'
import { query, seedAlerts, seedLinks } from './seed'
import { seconds, startPayload, tell, type Prepared } from './shared'

const { values } = parseArgs({
  options: {
    alerts: { type: 'string', default: '100000' },
    'sqlite-wal': { type: 'boolean', default: false },
  },
})
const count = Number(values.alerts)

const { payload, postgres, database } = await startPayload(values['sqlite-wal'])
const context = { disableRevalidate: true }

// ── Migrate: what `npm run migrate` (scripts/payload.mjs migrate) does, in this process ───────
let start = performance.now()
const migrationCount = await migrateCommitted(payload)
console.log(
  `\n## ${database}\n\nMigrated with the ${migrationCount} committed migrations in ` +
    `${seconds(performance.now() - start)}.`,
)

// ── Seed ─────────────────────────────────────────────────────────────────────────────────────
start = performance.now()
const now = new Date()
const programmes: number[] = []
for (const name of ['Konkurentnost i kohezija (bench)', 'Digitalna Hrvatska (bench)']) {
  const programme = await payload.create({
    collection: 'programmes',
    locale: 'hr',
    context,
    data: { name, kind: 'eu' },
  })
  programmes.push(programme.id)
}
const links = benchLinks()
await seedLinks(payload, links)
const alerts = benchAlerts(count, programmes)
const { keys, counts } = await seedAlerts(payload, alerts, now)
if (postgres) await query(payload, 'ANALYZE')
const seedMs = performance.now() - start
const weekly = alerts.filter((alert) => alert.frequency === 'weekly').length
const bare = alerts.filter((alert) => alert.codes.length === 0).length
console.log(
  `Seeded in ${seconds(seedMs)}: ${counts.alerts} active confirmed alerts (${weekly} weekly, ` +
    `${bare} without codes, ${alerts.filter((alert) => alert.version === 'nkd2025').length} in ` +
    `NKD 2025), ${counts.codes} code rows, ${counts.keys} match-key rows (matchKeysFor through ` +
    `${links.length} correspondence pairs)${postgres ? '; then ANALYZE' : ''}.`,
)

// ── The new call: through the local API, so its hook records the 'published' event ───────────
const deadline = new Date(now.getTime() + 60 * 86_400_000)
deadline.setUTCHours(12, 0, 0, 0)
const call = await payload.create({
  collection: 'funding-calls',
  locale: 'hr',
  context,
  depth: 0,
  data: {
    fundName: benchCall.fundName,
    shortDescription: benchCall.shortDescription,
    programme: programmes[0],
    opensAt: null,
    deadline: deadline.toISOString(),
    amountMin: benchCall.amountMin,
    amountMax: benchCall.amountMax,
    applicantTypes: [...benchCall.applicantTypes],
    counties: [],
    nkdCodes: benchCall.codes.map((code) => ({ ...code })),
  },
})
const events = await payload.find({
  collection: 'alert-events',
  where: { call: { equals: call.id } },
  depth: 0,
  overrideAccess: true,
})
const event = events.docs.find((doc) => doc.kind === 'published')
if (!event) throw new Error(`Creating call ${call.id} recorded no 'published' alert event`)

const facts = alertCall(call)
const expected = alerts.filter((alert) =>
  alertMatcher({
    codes: keys.get(alert.id)!.map(keyCode),
    county: alert.county,
    size: alert.size,
    programme: alert.programme,
    minAmount: alert.minAmount,
  })(facts),
).length
console.log(
  `New call ${call.id} (codes ${facts.codes.join(', ')}; ${facts.applicantTypes.join(', ')}; ` +
    `up to €${facts.amountMax}; all counties) created through payload.create; its hook ` +
    `recorded event ${event.id} ('published'). Its filters match ${expected} alerts ` +
    `(alertMatcher over all of them, in the bench's process).`,
)

const result: Prepared = {
  database,
  alerts: counts.alerts,
  codeRows: counts.codes,
  keyRows: counts.keys,
  seedMs,
  callId: call.id,
  eventId: event.id,
  expected,
}
await tell({ type: 'prepared', result })
await payload.destroy()
process.exit(0)
