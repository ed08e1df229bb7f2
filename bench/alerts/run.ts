// npm run bench:alerts (tsx bench/alerts/run.ts): the call alerts at the size of issue 32, on
// SQLite and on PostgreSQL. Per database, one after the other:
//   1. a throwaway database: a fresh file data/bench-alerts-<timestamp>.db, or the database
//      bench_alerts_<timestamp> created on the PostgreSQL server BENCH_POSTGRES_URL (default
//      postgres://postgres@127.0.0.1:5432/test, trust auth), migrated with the committed
//      migrations;
//   2. 100,000 active, confirmed subscriptions with generated filters (./dataset.ts: one to four
//      NKD 2007 or NKD 2025 codes, some a county, a size, a least amount or a programme; 4 %
//      without codes; a quarter weekly), written with drizzle in batches, their match keys as
//      matchKeysFor gives them (./seed.ts); then one new call created through payload.create,
//      whose hook records its 'published' event; its filters match about 10,000 subscriptions
//      (./prepare.ts, a process of its own);
//   3. in a fresh process (./measure.ts): fanOutEvent for that event, timed, with its resident
//      memory; sendDue until --mails mails reached a real SMTP peer (tests/support/smtpPeer.mjs,
//      held by this process, which counts them); then every subscription made weekly with a
//      delivery due for the digest;
//   4. in another fresh process (./digest.ts): the weekly digest of all subscriptions built by
//      sendDue's own rounds without sending, timed, with its resident memory.
// The steps are bundled with esbuild and run in plain Node with the `production` condition, as
// `npm run worker` runs the alert rounds (under tsx the compiler alone adds about 150 MB of
// resident memory).
// The database is dropped (the file deleted) at the end, also when a step fails or on Ctrl-C.
// Prints the machine, per database what each step did, and the verdict on the issue's bars:
//   every delivery queued < 60 s, resident memory (peak during the fan-out) < 300 MB
//   the weekly digest of all 100,000 built < 5 minutes, resident memory < 400 MB meanwhile
//   sending at 50 mails/s or more (design.md section 7), every mail sent received.
// Exits with 1 when a bar fails (unless --no-fail) or a step fails.
//
// Usage: npm run bench:alerts [-- options]
//   --db sqlite|postgres|both   databases to measure (default both)
//   --alerts N                  subscriptions to seed (default 100000)
//   --mails N                   mails to send to the SMTP peer (default 1000)
//   --digest-max-seconds N      stop building digests after N s and project the time for all
//                               (default 360: past the bar, more tells nothing)
//   --sqlite-wal                on SQLite, run PRAGMA journal_mode = WAL and synchronous =
//                               NORMAL first (what the adapter's `wal: { synchronous: 'NORMAL' }`
//                               does), to try it before configuring it
//   --smtp-unpooled             SMTP_URL with ?pool=false: a connection per mail, as the app's
//                               transport sent before it was pooled (to compare)
//   --no-fail                   exit 0 even when a bar fails
// Example: npm run bench:alerts -- --db sqlite --alerts 10000 --mails 200 (about two minutes).
// The default run takes about 15 minutes per database on 2 cores.
import { rmSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { build, stop } from 'esbuild'

import { root } from '../../scripts/lib.mjs'
import { databaseKinds, onEachDatabase, printMachine, runStep } from '../lib/databaseRuns'
import { SmtpPeer } from '../../tests/support/smtpPeer.mjs'

import {
  bars,
  seconds,
  type ChildMessage,
  type Digested,
  type Measured,
  type Prepared,
} from './shared'

const usage = `Usage: npm run bench:alerts -- [--db sqlite|postgres|both] [--alerts N] [--mails N]
                    [--digest-max-seconds N] [--sqlite-wal] [--smtp-unpooled] [--no-fail]`

const { values: options } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    alerts: { type: 'string', default: '100000' },
    mails: { type: 'string', default: '1000' },
    'digest-max-seconds': { type: 'string', default: '360' },
    'sqlite-wal': { type: 'boolean', default: false },
    'smtp-unpooled': { type: 'boolean', default: false },
    'no-fail': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h' },
  },
})
if (options.help) {
  console.log(usage)
  process.exit(0)
}

/** A whole number option of at least `min`, or exit with the usage. */
function count(name: 'alerts' | 'mails' | 'digest-max-seconds', min: number) {
  const value = Number(options[name])
  if (!Number.isInteger(value) || value < min) {
    console.error(`--${name} must be a whole number of at least ${min}\n${usage}`)
    process.exit(2)
  }
  return value
}
const alerts = count('alerts', 1000)
const mails = count('mails', 1)
const digestMaxSeconds = count('digest-max-seconds', 1)
const kinds = databaseKinds(options.db, usage)
const stamp = Date.now()

// The SMTP peer: in this process, so that parsing the mails does not slow the sender down.
const peer = await new SmtpPeer().start()
const arrivals: number[] = []
const push = peer.mails.push.bind(peer.mails)
peer.mails.push = (...mails) => {
  for (let index = 0; index < mails.length; index += 1) arrivals.push(performance.now())
  return push(...mails)
}

/**
 * Bundles a step into .cache/bench-alerts-<step>/ (node_modules external), as
 * scripts/cliBundle.mjs does: the features' lazy parts (`import()` in their feature.ts) stay
 * chunks of their own, loaded only if the step runs them (bundled into one file, their imports
 * were hoisted to its top and loaded pages' code, `next/cache` among it, which plain Node cannot
 * resolve).
 */
async function bundle(file: string) {
  const outdir = path.join(root, '.cache', `bench-alerts-${path.basename(file, '.ts')}`)
  rmSync(outdir, { recursive: true, force: true })
  await build({
    entryPoints: { main: path.join(import.meta.dirname, file) },
    outdir,
    bundle: true,
    splitting: true,
    outExtension: { '.js': '.mjs' },
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
  })
  return path.join(outdir, 'main.mjs')
}
const steps = {
  prepare: await bundle('prepare.ts'),
  measure: await bundle('measure.ts'),
  digest: await bundle('digest.ts'),
}
await stop()

/** Runs a bundled step on the database that `env` names; resolves with the result it sends. */
function step<T>(file: string, args: string[], env: NodeJS.ProcessEnv, done: ChildMessage['type']) {
  let from = 0
  return runStep<T>(
    file,
    args,
    env,
    (message, child) => {
      const sent = message as ChildMessage
      if (sent.type === 'send-start') from = arrivals.length
      if (sent.type === 'send-end') {
        const times = arrivals.slice(from)
        const spanMs = times.length > 1 ? times[times.length - 1]! - times[0]! : 0
        child.send({
          type: 'peer',
          received: times.length,
          perSecond: spanMs > 0 ? ((times.length - 1) / spanMs) * 1000 : 0,
          spanMs,
        })
      }
      return sent.type === done ? (sent as unknown as { result: T }).result : undefined
    },
    ['--expose-gc'],
  )
}

const mbText = (value: number) => `${value.toFixed(0)} MB`

/** Prints the bars' verdicts for one database; true when all pass. */
function verdict(result: Measured, digest: Digested): boolean {
  const { fanOut, send } = result
  // The call matches a tenth of the subscriptions: 10,000 of 100,000.
  const target = alerts / 10
  const share = Math.abs(fanOut.deliveries - target) / target
  const counted = fanOut.deliveries === fanOut.expected && share <= 0.2
  const time = fanOut.ms < bars.fanOutMs
  const memory = fanOut.peakRssMb < bars.peakRssMb
  const digestTime = digest.complete && digest.ms < bars.digestMs
  const digestMemory = digest.peakRssMb < bars.digestPeakRssMb
  console.log(`\nVerdict on ${result.database}:`)
  console.log(
    `- deliveries queued = the matches (${target} ± 20 %): ${counted ? 'PASS' : 'FAIL'} ` +
      `(${fanOut.deliveries} queued, ${fanOut.expected} matches)`,
  )
  console.log(
    `- every delivery queued < ${bars.fanOutMs / 1000} s: ${time ? 'PASS' : 'FAIL'} ` +
      `(${seconds(fanOut.ms)}, ${fanOut.batches} batches of up to 1,000 alerts)`,
  )
  console.log(
    `- resident memory < ${bars.peakRssMb} MB during the fan-out: ${memory ? 'PASS' : 'FAIL'} ` +
      `(peak ${mbText(fanOut.peakRssMb)}; ${mbText(fanOut.baselineRssMb)} of it Payload's ` +
      `after start, before the fan-out)`,
  )
  console.log(
    `- weekly digest for all ${digest.alerts} built < ${bars.digestMs / 60_000} minutes: ` +
      `${digestTime ? 'PASS' : 'FAIL'} (${
        digest.complete
          ? seconds(digest.ms)
          : `${digest.built} in ${seconds(digest.ms)}, all in about ${seconds(digest.projectedMs)}`
      })`,
  )
  console.log(
    `- resident memory < ${bars.digestPeakRssMb} MB while building all ${digest.alerts} ` +
      `digests: ${digestMemory ? 'PASS' : 'FAIL'} (peak ${mbText(digest.peakRssMb)}; ` +
      `${mbText(digest.baselineRssMb)} of it Payload's after start)`,
  )
  const rate = send.peerPerSecond >= bars.mailsPerSecond && send.peerReceived === send.sent
  console.log(
    `- sending at ${bars.mailsPerSecond} mails/s or more, each sent mail received: ` +
      `${rate ? 'PASS' : 'FAIL'} (${send.peerPerSecond.toFixed(1)} mails/s at the SMTP peer, ` +
      `${send.peerReceived} received of ${send.sent} sent)`,
  )
  return counted && time && memory && digestTime && digestMemory && rate
}

printMachine('Alerts bench: fan-out, sending and the weekly digest at 100,000 subscriptions')
console.log(
  `${alerts} subscriptions; ${mails} mails to the SMTP peer (${peer.url}); ` +
    `now ${new Date(stamp).toISOString()}`,
)

const removeSteps = () => {
  for (const file of Object.values(steps)) rmSync(file, { force: true })
}
const { results, failed } = await onEachDatabase(
  {
    name: 'alerts',
    stamp,
    kinds,
    env: {
      SMTP_URL: options['smtp-unpooled'] ? `${peer.url}?pool=false` : peer.url,
      JOBS_AUTORUN: 'false',
      ALERTS_ENABLED: 'false',
    },
    onInterrupt: removeSteps,
  },
  async (env, kind) => {
    peer.mails.length = 0
    arrivals.length = 0
    const wal = kind === 'sqlite' && options['sqlite-wal'] ? ['--sqlite-wal'] : []
    const prepared = await step<Prepared>(
      steps.prepare,
      ['--alerts', String(alerts), ...wal],
      env,
      'prepared',
    )
    const measured = await step<Measured>(
      steps.measure,
      [
        ...wal,
        ...['--alerts', String(alerts), '--event', String(prepared.eventId)],
        ...['--expected', String(prepared.expected), '--mails', String(mails)],
      ],
      env,
      'measured',
    )
    const digested = await step<Digested>(
      steps.digest,
      [
        ...wal,
        ...['--due', String(measured.digestDue)],
        ...['--digest-max-seconds', String(digestMaxSeconds)],
      ],
      env,
      'digested',
    )
    return verdict(measured, digested)
  },
)
const passed = results.every(Boolean)
await peer.stop()
removeSteps()

if (failed) process.exit(1)
console.log(`\nOverall: ${passed ? 'PASS' : 'FAIL'}`)
if (!passed && !options['no-fail']) process.exit(1)
