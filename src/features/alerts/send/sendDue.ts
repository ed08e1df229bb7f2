import { randomUUID } from 'node:crypto'

import { sql } from 'drizzle-orm'
import type { Payload, SendEmailOptions } from 'payload'

import type { CallChange } from '@/features/funding-calls/rules'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import type { Env } from '@/server/env'
import { log } from '@/server/log'
import { mailBrand } from '@/server/mail/brand'
import { releaseNativeMemory } from '@/server/memory'
import { consume } from '@/server/rateLimit'

import { alertMail, type MailItem } from '../mail/alertMail'
import { lastDigestAt } from '../rules/digest'
import type { AlertEventKind } from '../rules/events'
import { alertToken } from '../service'
import { rows } from '@/server/sql'

export type SendEnv = Pick<Env, 'SITE_URL' | 'MAIL_FROM' | 'ALERTS_SEND_PER_MINUTE'>

export type SendReport = { sent: number; refused: number; throttled: boolean }

/** How a built mail goes out: Payload's mail adapter (the alerts bench builds without sending). */
export type Deliver = (mail: SendEmailOptions) => Promise<unknown>

/** Alerts taken per round; the next round (a minute later) takes the rest. */
const alertsPerRound = 200

/**
 * After this many alerts mailed, the queries' native memory is given back (releaseNativeMemory):
 * a weekly digest to 100,000 alerts is 500 full rounds in a row, each leaving about 5 MB of
 * statements on SQLite for a collection that V8 would not start by itself.
 */
const alertsBetweenReleases = 1000
let alertsSinceRelease = 0

/** The mails of every instance and worker together, per minute (through Redis when set). */
const sendLimit = (perMinute: number) => ({
  name: `alert-send-${perMinute}`,
  points: perMinute,
  durationSeconds: 60,
})

/**
 * A refusal for good: the mail server answered 5xx (no such mailbox, refused), as opposed to
 * a server that is down or busy (4xx, no connection), which the next round tries again.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

/**
 * The active alerts with deliveries due: any queued one for an instant alert or a followed
 * call, and for a weekly alert those queued before the last Monday-morning digest time.
 */
async function dueAlerts(payload: Payload, boundary: Date) {
  const found = await rows<{ alert_id: number }>(
    payload,
    sql`SELECT DISTINCT d.alert_id FROM alert_deliveries d JOIN alerts a ON a.id = d.alert_id
        WHERE d.status = 'queued' AND a.status = 'active'
          AND (a.frequency = 'instant' OR a.call_id IS NOT NULL
               OR d.created_at < ${boundary.toISOString()})
        ORDER BY d.alert_id
        LIMIT ${alertsPerRound}`,
  )
  return found.map((row) => Number(row.alert_id))
}

/**
 * Takes an alert's due deliveries for this sender in one statement (queued → sending): a second
 * worker finds none left, so no delivery goes out twice.
 */
async function claim(payload: Payload, alertId: number, digestBefore: Date | null) {
  const mark = randomUUID()
  const taken = await rows<{ id: number; event_id: number; call_id: number }>(
    payload,
    sql`UPDATE alert_deliveries SET status = 'sending', claim = ${mark},
          updated_at = ${new Date().toISOString()}
        WHERE alert_id = ${alertId} AND status = 'queued'${
          digestBefore ? sql` AND created_at < ${digestBefore.toISOString()}` : sql``
        }
        RETURNING id, event_id, call_id`,
  )
  return { mark, taken }
}

/**
 * Marks what `claim` took. Found through the alert (indexed): `claim` has no index, and the
 * table keeps every delivery ever sent, so `WHERE claim = …` alone read all of it per mail.
 */
const settle = (
  payload: Payload,
  alertId: number,
  mark: string,
  status: 'sent' | 'refused' | 'dropped' | 'queued',
) =>
  rows(
    payload,
    sql`UPDATE alert_deliveries SET status = ${status},
          claim = ${status === 'queued' ? null : mark},
          sent_at = ${status === 'sent' ? new Date().toISOString() : null},
          updated_at = ${new Date().toISOString()}
        WHERE alert_id = ${alertId} AND claim = ${mark}`,
  )

type EventDoc = {
  id: number
  call?: number | { id: number } | null
  kind: string
  changes?: unknown
}
type CallDoc = { id: number; fundName: string; deadline?: string | null }

/**
 * What a round has read already: events by id, calls by language and id, the brand by language.
 * The alerts of a round mostly share them (one new call's subscribers; a digest's few calls).
 */
type Known = {
  events: Map<number, EventDoc>
  calls: Map<string, CallDoc>
  brands: Map<Locale, ReturnType<typeof mailBrand>>
}

/** The calls of the claimed deliveries with their events, in the subscriber's language. */
async function mailItems(
  payload: Payload,
  locale: Locale,
  taken: { event_id: number; call_id: number }[],
  known: Known,
): Promise<MailItem[]> {
  const eventIds = [...new Set(taken.map((row) => Number(row.event_id)))]
  const callIds = [...new Set(taken.map((row) => Number(row.call_id)))]
  const newEvents = eventIds.filter((id) => !known.events.has(id))
  const newCalls = callIds.filter((id) => !known.calls.has(`${locale}:${id}`))
  const [events, calls] = await Promise.all([
    newEvents.length === 0
      ? null
      : payload.find({
          collection: 'alert-events',
          where: { id: { in: newEvents } },
          depth: 0,
          pagination: false,
          overrideAccess: true,
        }),
    newCalls.length === 0
      ? null
      : payload.find({
          collection: 'funding-calls',
          where: { id: { in: newCalls } },
          depth: 0,
          pagination: false,
          locale,
          select: { fundName: true, deadline: true },
          overrideAccess: true,
        }),
  ])
  for (const event of events?.docs ?? []) known.events.set(event.id, event)
  for (const call of calls?.docs ?? []) known.calls.set(`${locale}:${call.id}`, call)
  const eventDocs = eventIds.flatMap((id) => known.events.get(id) ?? []).sort((a, b) => a.id - b.id)
  const callOf = (event: EventDoc) => (typeof event.call === 'object' ? event.call?.id : event.call)
  return callIds
    .flatMap((id) => known.calls.get(`${locale}:${id}`) ?? [])
    .map((call) => ({
      call: { id: call.id, name: call.fundName, deadline: call.deadline ?? null },
      events: eventDocs
        .filter((event) => callOf(event) === call.id)
        .map((event) => ({
          kind: event.kind as AlertEventKind,
          changes: (event.changes as CallChange[] | null) ?? null,
        })),
    }))
    .filter((item) => item.events.length > 0)
    .sort((a, b) => a.call.name.localeCompare(b.call.name, locale))
}

/** The brand and sender in a language, read once a round. */
function brandOf(payload: Payload, env: SendEnv, locale: Locale, known: Known) {
  let brand = known.brands.get(locale)
  if (!brand) {
    brand = mailBrand(payload, env, locale)
    // A failed read is not kept: the next alert (or round) reads again.
    brand.catch(() => known.brands.delete(locale))
    known.brands.set(locale, brand)
  }
  return brand
}

/** Tells the editors that an alert was paused after its mail server refused it for good. */
async function tellEditors(payload: Payload, env: SendEnv, email: string, reason: string) {
  const { docs } = await payload.find({
    collection: 'users',
    where: { role: { in: ['editor', 'admin'] } },
    depth: 0,
    pagination: false,
    select: { email: true },
    overrideAccess: true,
  })
  if (docs.length === 0) return
  const t = translator('hr', 'AlertMail')
  try {
    const { from } = await mailBrand(payload, env, 'hr')
    const list = `${env.SITE_URL}/admin/collections/alerts?where[email][equals]=${encodeURIComponent(email)}`
    await payload.sendEmail({
      from,
      to: docs.map((user) => user.email),
      subject: t('refusedSubject'),
      text: `${t('refusedBody', { email, reason })}\n\n${list}\n`,
    })
  } catch (error) {
    log('error', 'editors not told of a refused alert', { error: String(error) })
  }
}

/** Mails in flight at once: each waits mostly on the mail server, over the pooled connections. */
const sendersAtOnce = 8

/**
 * Waits before a mail that met a mail server down or busy (4xx, connection lost) is tried
 * again in the same round: about eight seconds in all, the time a restart takes. Past them
 * the deliveries wait for the next round.
 */
const retryDelaysMs = [250, 500, 1000, 2000, 4000]

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Sends a mail, trying again after each delay while the failure is not a refusal for good. */
async function deliverPatiently(deliver: Deliver, mail: SendEmailOptions): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await deliver(mail)
      return
    } catch (error) {
      const delay = retryDelaysMs[attempt]
      if (isPermanentRefusal(error) || delay === undefined) throw error
      await wait(delay)
    }
  }
}

/**
 * Mails what is due: for each alert, its due deliveries together in one mail (several events
 * batched; a weekly alert's digest on Monday morning), throttled to ALERTS_SEND_PER_MINUTE
 * across instances, `sendersAtOnce` mails in flight. A delivery is taken before its mail goes
 * out and marked sent after, so it is mailed at most once: a sender that dies in between leaves
 * it taken, never sent twice. A mail server that is down is tried again for a few seconds (a
 * restart), then the deliveries are given back for the next round and the round ends; one that
 * refuses the address for good (5xx) pauses the alert and tells the editors.
 */
export async function sendDue(
  payload: Payload,
  env: SendEnv,
  now = new Date(),
  deliver: Deliver = (mail) => payload.sendEmail(mail),
): Promise<SendReport> {
  const report: SendReport = { sent: 0, refused: 0, throttled: false }
  const boundary = lastDigestAt(now)
  const due = await dueAlerts(payload, boundary)
  if (due.length === 0) return report
  // The round's alerts in one read, not one each; only what a mail needs (not their codes and
  // match keys: the garbage of reading them all doubled a digest run's peak memory).
  const { docs } = await payload.find({
    collection: 'alerts',
    where: { id: { in: due } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    showHiddenFields: true,
    select: { status: true, frequency: true, call: true, locale: true, email: true, salt: true },
  })
  const alerts = new Map(docs.map((alert) => [alert.id, alert]))
  const known: Known = { events: new Map(), calls: new Map(), brands: new Map() }
  /** Set when the round must end: throttled, or the mail server stayed down. */
  let ended = false

  async function sendOne(alertId: number): Promise<void> {
    const alert = alerts.get(alertId)
    if (!alert || alert.status !== 'active') return
    const digest = alert.frequency === 'weekly' && alert.call == null
    if (!(await consume(sendLimit(env.ALERTS_SEND_PER_MINUTE), 'all')).ok) {
      report.throttled = true
      ended = true
      return
    }
    const { mark, taken } = await claim(payload, alert.id, digest ? boundary : null)
    if (taken.length === 0) return
    const items = await mailItems(payload, alert.locale, taken, known)
    if (items.length === 0) {
      await settle(payload, alert.id, mark, 'dropped')
      return
    }
    try {
      const { brand, from } = await brandOf(payload, env, alert.locale, known)
      const mail = alertMail({
        to: alert.email,
        locale: alert.locale,
        brand,
        siteUrl: env.SITE_URL,
        token: alertToken(payload, alert),
        digest,
        items,
      })
      await deliverPatiently(deliver, { ...mail, from })
    } catch (error) {
      if (isPermanentRefusal(error)) {
        await settle(payload, alert.id, mark, 'refused')
        await payload.update({
          collection: 'alerts',
          id: alert.id,
          data: { status: 'paused', pausedBy: 'refused' },
          overrideAccess: true,
        })
        report.refused += 1
        log('warn', 'alert paused: its mail server refused it', { alertId: alert.id })
        await tellEditors(payload, env, alert.email, String((error as Error).message ?? error))
        return
      }
      await settle(payload, alert.id, mark, 'queued')
      log('warn', 'alert mail not sent; tried again next round', {
        alertId: alert.id,
        error: String(error),
      })
      ended = true
      return
    }
    await settle(payload, alert.id, mark, 'sent')
    report.sent += 1
  }

  // Senders take the due alerts in order, one at a time each, until none is left or the round
  // ends; what a sender has begun is finished (settled) before it stops.
  let next = 0
  const sender = async () => {
    while (!ended && next < due.length) await sendOne(due[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(sendersAtOnce, due.length) }, sender))
  alertsSinceRelease += due.length
  if (alertsSinceRelease >= alertsBetweenReleases) {
    alertsSinceRelease = 0
    await releaseNativeMemory()
  }
  return report
}
