// Step 3 of one database of `npm run bench:alerts` (see ./run.ts): the weekly digest of every
// alert that ./measure.ts set up, in a fresh process, so that its resident memory is Payload's
// and the digest's alone (not the setup's rows, nor the fan-out's): sendDue's own rounds
// (dueAlerts, claim, mailItems, alertMail, settle) with a `deliver` that counts each built mail
// instead of sending it, until none is due or --digest-max-seconds pass. Resident memory is
// sampled every 10 ms and after each round.
//   env DATABASE_URL, PAYLOAD_SECRET, MEDIA_DIR, SMTP_URL
//   argv --due N --digest-max-seconds N [--sqlite-wal]
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

import { sendDue, type Deliver } from '@/features/alerts/send/sendDue'
import { getEnv } from '@/server/env'

import { mb, seconds, startPayload, tell, watch, type Digested } from './shared'

const { values } = parseArgs({
  options: {
    due: { type: 'string' },
    'digest-max-seconds': { type: 'string', default: '360' },
    'sqlite-wal': { type: 'boolean', default: false },
  },
})
const due = Number(values.due)
const digestMaxMs = Number(values['digest-max-seconds']) * 1000
const megabytes = (bytes: number) => `${mb(bytes).toFixed(0)} MB`

/**
 * Where the resident memory is, on Linux: the process's own (anonymous) memory, and pages of
 * files it maps (SQLite maps its database), which the kernel can drop at any time.
 */
function residentKinds(): string {
  try {
    const status = readFileSync('/proc/self/status', 'utf8')
    const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1])
    const anon = kb('RssAnon')
    const file = kb('RssFile') + kb('RssShmem')
    if (!Number.isFinite(anon) || !Number.isFinite(file)) return ''
    return `: ${megabytes(anon * 1024)} own, ${megabytes(file * 1024)} mapped files`
  } catch {
    return ''
  }
}

const { payload } = await startPayload(values['sqlite-wal'])
const env = getEnv()
;(globalThis as { gc?: () => void }).gc?.()
const baselineRss = process.memoryUsage.rss()

let built = 0
let bytes = 0
const keep: Deliver = async (mail) => {
  built += 1
  bytes += String(mail.html ?? '').length + String(mail.text ?? '').length
}
const digestEnv = {
  SITE_URL: env.SITE_URL,
  MAIL_FROM: env.MAIL_FROM,
  ALERTS_SEND_PER_MINUTE: Number.MAX_SAFE_INTEGER,
}
const digestWatch = watch()
const start = performance.now()
let shown = 0
/** A progress line (with the memory it holds) per tenth of the digests, at least every 1,000. */
const progressEvery = Math.max(1000, Math.ceil(due / 10))
for (;;) {
  const report = await sendDue(payload, digestEnv, new Date(), keep)
  digestWatch.sample()
  if (report.sent === 0) break
  const elapsed = performance.now() - start
  if (built - shown >= progressEvery) {
    shown = built
    const { heapUsed, rss } = process.memoryUsage()
    console.log(
      `  … ${built} digests built in ${seconds(elapsed)} (resident ${megabytes(rss)}` +
        `${residentKinds()}; JavaScript heap ${megabytes(heapUsed)})`,
    )
  }
  if (elapsed > digestMaxMs) break
}
const digestMs = performance.now() - start
const digestPeak = digestWatch.stop()
const complete = built >= due
const projectedMs = complete ? digestMs : (digestMs / Math.max(1, built)) * due
console.log(
  `Digests built in a fresh process (sendDue's rounds without sending: dueAlerts, claim, ` +
    `mailItems, alertMail, settle): ${built} of ${due} in ${seconds(digestMs)} = ` +
    `${((built / digestMs) * 1000).toFixed(0)} per second, ` +
    `${(bytes / Math.max(1, built) / 1024).toFixed(1)} KB of text and HTML each` +
    (complete
      ? '.'
      : `; stopped after --digest-max-seconds, all ${due} would take ${seconds(projectedMs)}.`) +
    ` Resident memory ${megabytes(baselineRss)} after Payload's start, peak ` +
    `${megabytes(digestPeak)} while building.`,
)

const result: Digested = {
  alerts: due,
  built,
  ms: digestMs,
  projectedMs,
  complete,
  baselineRssMb: mb(baselineRss),
  peakRssMb: mb(digestPeak),
}
await tell({ type: 'digested', result })
await payload.destroy()
process.exit(0)
