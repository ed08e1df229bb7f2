// What the alerts bench's processes share: the bars of issue 32, the messages they exchange
// with ./run.ts, and Payload started on the database that DATABASE_URL names.
import type { Payload } from 'payload'

/** The bars: issue 32's, and design.md section 7's sending rate per instance (issue 49). */
export const bars = {
  fanOutMs: 60_000,
  peakRssMb: 300,
  digestMs: 5 * 60_000,
  mailsPerSecond: 50,
  /** design.md section 7: bulk mail in bounded memory, < 400 MB for 100,000 (issue 49). */
  digestPeakRssMb: 400,
}

/** What ./prepare.ts sends back: the seeded rows and the new call's event. */
export type Prepared = {
  database: string
  alerts: number
  codeRows: number
  keyRows: number
  seedMs: number
  callId: number
  eventId: number
  /** The alerts whose filters match the call, by alertMatcher in the bench's process. */
  expected: number
}

/** What ./measure.ts sends back. */
export type Measured = {
  database: string
  fanOut: {
    ms: number
    queued: number
    deliveries: number
    expected: number
    batches: number
    slowestBatchMs: number
    baselineRssMb: number
    peakRssMb: number
    maxRssMb: number
  }
  send: { sent: number; ms: number; peerReceived: number; peerPerSecond: number }
  /** Alerts with a weekly digest due, set up for ./digest.ts. */
  digestDue: number
}

/** What ./digest.ts sends back. */
export type Digested = {
  alerts: number
  built: number
  ms: number
  projectedMs: number
  complete: boolean
  baselineRssMb: number
  peakRssMb: number
}

/** Messages between the steps and ./run.ts (which holds the SMTP peer). */
export type ChildMessage =
  | { type: 'prepared'; result: Prepared }
  | { type: 'measured'; result: Measured }
  | { type: 'digested'; result: Digested }
  | { type: 'send-start' }
  | { type: 'send-end'; sent: number }
export type PeerMessage = { type: 'peer'; received: number; perSecond: number; spanMs: number }

/** The highest resident memory seen since `watch()`: every 10 ms, and whenever `sample` runs. */
export function watch() {
  let peak = process.memoryUsage.rss()
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage.rss())
  }
  const timer = setInterval(sample, 10)
  return {
    sample,
    stop: () => {
      clearInterval(timer)
      sample()
      return peak
    },
  }
}
export const mb = (bytes: number) => bytes / 1024 / 1024
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/**
 * Payload on the database of DATABASE_URL, its kind, and the server's version. With `sqliteWal`
 * (--sqlite-wal), a SQLite connection is switched to WAL with synchronous = NORMAL first, as the
 * adapter's `wal: { synchronous: 'NORMAL' }` would.
 */
export async function startPayload(sqliteWal = false) {
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  const payload: Payload = await getPayload({ config })
  const postgres = payload.db.name === 'postgres'
  const { query } = await import('./seed')
  const version = String(
    Object.values(
      (await query(payload, postgres ? 'SHOW server_version' : 'SELECT sqlite_version() AS v'))[0]!,
    )[0],
  )
  let journal = ''
  if (!postgres) {
    if (sqliteWal) {
      await query(payload, 'PRAGMA journal_mode = WAL')
      await query(payload, 'PRAGMA synchronous = NORMAL')
    }
    const mode = (await query(payload, 'PRAGMA journal_mode'))[0]!.journal_mode
    const sync = (await query(payload, 'PRAGMA synchronous'))[0]!.synchronous
    const names = ['OFF', 'NORMAL', 'FULL', 'EXTRA']
    journal = ` (journal_mode ${String(mode)}, synchronous ${names[Number(sync)] ?? String(sync)})`
  }
  return {
    payload,
    postgres,
    database: `${postgres ? 'PostgreSQL' : 'SQLite'} ${version}${journal}`,
  }
}

/** Sends `message` to ./run.ts and resolves once it is on its way. */
export const tell = (message: ChildMessage) =>
  new Promise((resolve) =>
    process.send ? process.send(message, undefined, undefined, resolve) : resolve(null),
  )
