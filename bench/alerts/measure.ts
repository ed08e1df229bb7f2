// Step 2 of one database of `npm run bench:alerts` (see ./run.ts), in a fresh process after
// ./prepare.ts seeded it, so that its memory is Payload's and the fan-out's alone:
//   1. fanOutEvent for the new call's event, timed, resident memory sampled every 10 ms and
//      after each batch (and the kernel's high-water mark); the deliveries queued are counted in
//      the table and held to the matches alertMatcher found;
//   2. sendDue (200 alerts a round) until --mails mails went out through SMTP_URL to the SMTP
//      peer that run.ts holds; run.ts counts them at the peer and answers its rate;
//   3. the weekly digest's data: every alert made weekly with one delivery queued before the
//      last digest time (12 other calls' events); ./digest.ts builds the digests in a process of
//      its own, so that its memory is the digest's alone, not this setup's.
//   env DATABASE_URL, PAYLOAD_SECRET, MEDIA_DIR, SMTP_URL
//   argv --alerts N --event ID --expected N --mails N [--sqlite-wal]
import { parseArgs } from 'node:util'

import { fanOutEvent } from '@/features/alerts/events/fanOut'
import { lastDigestAt } from '@/features/alerts/rules/digest'
import { sendDue } from '@/features/alerts/send/sendDue'
import { getEnv } from '@/server/env'

import { countOf, insertAll, query } from './seed'
import { mb, seconds, startPayload, tell, watch, type Measured, type PeerMessage } from './shared'

const { values } = parseArgs({
  options: {
    alerts: { type: 'string' },
    event: { type: 'string' },
    expected: { type: 'string' },
    mails: { type: 'string', default: '2000' },
    'sqlite-wal': { type: 'boolean', default: false },
  },
})
const alertCount = Number(values.alerts)
const eventId = Number(values.event)
const expected = Number(values.expected)
const mails = Number(values.mails)

const maxRss = () => process.resourceUsage().maxRSS * 1024
const megabytes = (bytes: number) => `${mb(bytes).toFixed(0)} MB`

const { payload, postgres, database } = await startPayload(values['sqlite-wal'])
const env = getEnv()
const mailName = (payload.email as { name?: string } | undefined)?.name
if (mailName !== 'smtp') throw new Error(`Payload's mail is "${mailName}", not SMTP: set SMTP_URL`)
;(globalThis as { gc?: () => void }).gc?.()
const baselineRss = process.memoryUsage.rss()
const startupMaxRss = maxRss()
console.log(
  `\nMeasuring on ${database} in a fresh process: resident memory ${megabytes(baselineRss)} ` +
    `after Payload's start (high-water mark so far ${megabytes(startupMaxRss)}).`,
)

// ── 1. Fan-out ──────────────────────────────────────────────────────────────────────────────
const fanWatch = watch()
const batchMs: number[] = []
let start = performance.now()
let last = start
const queued = await fanOutEvent(payload, eventId, new Date(), {
  afterBatch: () => {
    fanWatch.sample()
    const at = performance.now()
    batchMs.push(at - last)
    last = at
  },
})
const fanOutMs = performance.now() - start
const fanPeak = fanWatch.stop()
const fanMaxRss = maxRss()
const deliveries = await countOf(
  payload,
  `SELECT count(*) AS n FROM alert_deliveries WHERE event_id = ${eventId} AND status = 'queued'`,
)
console.log(
  `\nFan-out (fanOutEvent, event ${eventId}): ${seconds(fanOutMs)} for ${alertCount} alerts in ` +
    `${batchMs.length} batches (slowest ${seconds(Math.max(0, ...batchMs))}); ${queued} ` +
    `deliveries queued, ${deliveries} in alert_deliveries, ${expected} expected by alertMatcher` +
    `${deliveries === expected ? ' (the same)' : ' — DIFFERENT'}.`,
)
console.log(
  `Resident memory: ${megabytes(baselineRss)} before, peak ${megabytes(fanPeak)} sampled ` +
    `during it (+${megabytes(fanPeak - baselineRss)}); kernel high-water mark ` +
    `${megabytes(fanMaxRss)} (${megabytes(startupMaxRss)} before it).`,
)

// ── 2. Sending to the SMTP peer ─────────────────────────────────────────────────────────────
const sendEnv = {
  SITE_URL: env.SITE_URL,
  MAIL_FROM: env.MAIL_FROM,
  ALERTS_SEND_PER_MINUTE: 100_000,
}
const peerAnswer = new Promise<PeerMessage | null>((resolve) => {
  if (!process.send) return resolve(null)
  process.on('message', (message: PeerMessage) => {
    if (message.type === 'peer') resolve(message)
  })
})
await tell({ type: 'send-start' })
start = performance.now()
let sent = 0
let rounds = 0
while (sent < mails) {
  const report = await sendDue(payload, sendEnv, new Date())
  rounds += 1
  sent += report.sent
  if (report.sent === 0 || report.throttled) break
}
const sendMs = performance.now() - start
await tell({ type: 'send-end', sent })
const peer = await peerAnswer
console.log(
  `\nSending (sendDue, ${rounds} rounds of up to 200 alerts, ALERTS_SEND_PER_MINUTE ` +
    `${sendEnv.ALERTS_SEND_PER_MINUTE}, to the SMTP peer at ${env.SMTP_URL}): ${sent} mails in ` +
    `${seconds(sendMs)} = ${((sent / sendMs) * 1000).toFixed(1)} mails/s sent` +
    (peer
      ? `; the peer received ${peer.received}, ${peer.perSecond.toFixed(1)} mails/s from its ` +
        `first to its last (${seconds(peer.spanMs)}).`
      : '.'),
)

// ── 3. The weekly digest of every alert ─────────────────────────────────────────────────────
const now = new Date()
const boundary = lastDigestAt(now)
const before = new Date(boundary.getTime() - 86_400_000).toISOString()
start = performance.now()
const calls: { id: number; event: number }[] = []
for (let index = 1; index <= 12; index += 1) {
  const call = await payload.create({
    collection: 'funding-calls',
    locale: 'hr',
    context: { disableRevalidate: true },
    depth: 0,
    data: {
      fundName: `Poziv ${index} za tjedni pregled (bench)`,
      shortDescription: 'Bespovratna sredstva.',
      deadline: new Date(now.getTime() + (20 + index) * 86_400_000).toISOString(),
      amountMax: 50_000 * index,
      nkdCodes: [{ code: `${String(10 + index)}.1` }],
    },
  })
  const [event] = await query(
    payload,
    `SELECT id FROM alert_events WHERE call_id = ${call.id} AND kind = 'published'`,
  )
  calls.push({ id: call.id, event: Number(event!.id) })
}
await query(
  payload,
  `UPDATE alert_events SET fanned_out_at = '${now.toISOString()}' WHERE fanned_out_at IS NULL`,
)
await query(payload, `UPDATE alerts SET frequency = 'weekly'`)
const digestRows = Array.from({ length: alertCount }, (_, index) => {
  const call = calls[index % calls.length]!
  return {
    alert: index + 1,
    event: call.event,
    call: call.id,
    status: 'queued',
    notRelevant: false,
    createdAt: before,
    updatedAt: before,
  }
})
await insertAll(payload, 'alert_deliveries', digestRows)
if (postgres) await query(payload, 'ANALYZE')
const due = await countOf(
  payload,
  `SELECT count(DISTINCT alert_id) AS n FROM alert_deliveries
   WHERE status = 'queued' AND created_at < '${boundary.toISOString()}'`,
)
console.log(
  `\nWeekly digest: every alert made weekly, one delivery each queued on ${before.slice(0, 10)} ` +
    `(before the last digest time ${boundary.toISOString()}) for one of ${calls.length} calls ` +
    `(set up in ${seconds(performance.now() - start)}); ${due} alerts have a digest due.`,
)

const result: Measured = {
  database,
  fanOut: {
    ms: fanOutMs,
    queued,
    deliveries,
    expected,
    batches: batchMs.length,
    slowestBatchMs: Math.max(0, ...batchMs),
    baselineRssMb: mb(baselineRss),
    peakRssMb: mb(fanPeak),
    maxRssMb: mb(fanMaxRss),
  },
  send: {
    sent,
    ms: sendMs,
    peerReceived: peer?.received ?? 0,
    peerPerSecond: peer?.perSecond ?? 0,
  },
  digestDue: due,
}
await tell({ type: 'measured', result })
await payload.destroy()
process.exit(0)
