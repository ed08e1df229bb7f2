import { randomBytes } from 'node:crypto'

import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { correspondingCodes } from '@/features/activity-codes'
import { codeKey, otherVersion, type CodeVersion } from '@/features/funding-calls/rules'
import type { Locale } from '@/i18n/locales'
import type { Alert, User } from '@/payload-types'
import { log } from '@/server/log'
import { consume } from '@/server/rateLimit'

import { consentTextVersion } from './rules/alertValues'
import {
  validateAlert,
  validateAlertFilters,
  type AlertFiltersInput,
  type AlertProblem,
} from './rules/validation'
import { signedToken, tokenId, tokenMatches } from '@/server/signedToken'
import { bool, rows } from '@/server/sql'

/** Subscriptions one client may send per ten minutes. */
export const alertSubscribeLimit = { name: 'alert-subscribe', points: 10, durationSeconds: 600 }
/** Changes through one alert's links per ten minutes (edit, pause, delete, not relevant). */
export const alertManageLimit = { name: 'alert-manage', points: 30, durationSeconds: 600 }
/** Confirmation mails one address may be sent per day, whoever asks: no mail bombing. */
export const alertConfirmMailLimit = {
  name: 'alert-confirm-mail',
  points: 5,
  durationSeconds: 86_400,
}

type Errors = Partial<Record<string, AlertProblem>>

export type SubscribeResult =
  | { status: 'pending' }
  | { status: 'active' }
  | { status: 'invalid'; errors: Errors }
  | { status: 'limited'; retryAfterSeconds: number }
  | { status: 'error' }

/**
 * The token of an alert's links (manage, unsubscribe, not relevant, confirm): its id and a
 * signature under the site's secret (src/server/signedToken.ts).
 */
export const alertToken = (payload: Payload, alert: Pick<Alert, 'id' | 'salt'>) =>
  signedToken(payload.secret, 'alert', alert.id, alert.salt)

/** The alert a link's token names, or null for a malformed, forged or outdated one. */
export async function alertByToken(payload: Payload, token: unknown): Promise<Alert | null> {
  const id = tokenId(token)
  if (id === null) return null
  const alert = await payload
    .findByID({
      collection: 'alerts',
      id,
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
    })
    .catch(() => null)
  return alert && tokenMatches(payload.secret, 'alert', alert, token as string) ? alert : null
}

/**
 * The keys an alert's codes look for: each code in its version and, through the official
 * correspondence, the codes of the other version it pairs with.
 */
export async function matchKeysFor(
  payload: Payload,
  codes: readonly string[],
  version: CodeVersion,
): Promise<string[]> {
  const keys = new Set<string>()
  for (const code of codes) {
    keys.add(codeKey(code, version))
    const related = await correspondingCodes(payload, version, code)
    for (const other of related.codes) keys.add(codeKey(other, otherVersion(version)))
  }
  return [...keys]
}

/** The stored fields of an alert's filters. */
async function filterData(payload: Payload, filters: AlertFiltersInput) {
  const keys = await matchKeysFor(payload, filters.codes, filters.version)
  return {
    codes: filters.codes.map((code) => ({ code, classification: filters.version })),
    matchKeys: keys.map((key) => ({ key })),
    anyCode: filters.codes.length === 0,
    county: filters.county,
    size: filters.size,
    programme: filters.programme,
    minAmount: filters.minAmount,
    frequency: filters.frequency,
    locale: filters.language,
  }
}

async function queueConfirmation(payload: Payload, alert: Pick<Alert, 'id' | 'email'>) {
  if (!(await consume(alertConfirmMailLimit, alert.email)).ok) {
    log('warn', 'alert confirmation limit reached: no mail queued', { alertId: alert.id })
    return
  }
  await payload.jobs.queue({ task: 'send-alert-mail', input: { alertId: alert.id } })
}

type Member = Pick<User, 'id' | 'email'> & { _verified?: boolean | null }

/**
 * A new alert (double opt-in): stored as pending and sent a confirmation link, in the language
 * chosen. A signed-in member's alert for their own verified address is theirs and active at
 * once. Every other case answers the same, so the answer never tells whether an address has
 * alerts. The consent's time and the version of its text are stored with it.
 */
export async function subscribeAlert(
  payload: Payload,
  locale: Locale,
  input: unknown,
  clientKey: string,
  member: Member | null = null,
): Promise<SubscribeResult> {
  const limited = await consume(alertSubscribeLimit, clientKey)
  if (!limited.ok) return { status: 'limited', retryAfterSeconds: limited.retryAfterSeconds }
  const checked = validateAlert(input, locale)
  if (!checked.ok) return { status: 'invalid', errors: checked.errors }
  if (checked.spam) return { status: 'pending' }
  const { email, call, ...filters } = checked.value
  try {
    if (call !== null) {
      const exists = await payload.count({
        collection: 'funding-calls',
        where: { id: { equals: call } },
        overrideAccess: true,
      })
      if (exists.totalDocs === 0) return { status: 'invalid', errors: { call: 'call' } }
    }
    const own = member !== null && member._verified !== false && member.email === email
    const now = new Date().toISOString()
    const alert = await payload.create({
      collection: 'alerts',
      data: {
        email,
        call,
        ...(await filterData(payload, filters)),
        // A followed call's alert has no filters, and is no alert for every call.
        anyCode: call === null && filters.codes.length === 0,
        status: own ? 'active' : 'pending',
        owner: own ? member.id : null,
        consentAt: now,
        consentText: consentTextVersion,
        confirmedAt: own ? now : null,
        salt: randomBytes(12).toString('base64url'),
      },
      overrideAccess: true,
    })
    if (own) return { status: 'active' }
    await queueConfirmation(payload, alert)
    return { status: 'pending' }
  } catch (error) {
    log('error', 'alert subscription failed', { error: String(error) })
    return { status: 'error' }
  }
}

/** The confirmation link: a pending alert becomes active (a repeated click is harmless). */
export async function confirmAlert(payload: Payload, token: unknown): Promise<Alert | null> {
  const alert = await alertByToken(payload, token)
  if (!alert) return null
  if (alert.status !== 'pending') return alert
  return payload.update({
    collection: 'alerts',
    id: alert.id,
    data: { status: 'active', confirmedAt: new Date().toISOString() },
    overrideAccess: true,
  })
}

export type ManageAction = 'update' | 'pause' | 'resume' | 'delete'

export type ManageResult =
  | { status: 'updated' | 'paused' | 'resumed' | 'deleted'; locale: Locale }
  | { status: 'invalid'; errors: Errors; locale: Locale }

/**
 * What the manage page (by a mail's link, or a member's own) does to an alert: new filters
 * (confirmed already, so it stays active or paused), pause (what was waiting is dropped),
 * resume, or delete with its history.
 */
export async function manageAlert(
  payload: Payload,
  alert: Alert,
  action: ManageAction,
  input: unknown = {},
): Promise<ManageResult> {
  if (action === 'delete') {
    await deleteAlert(payload, alert.id)
    return { status: 'deleted', locale: alert.locale }
  }
  if (action === 'pause' || action === 'resume') {
    // What was waiting is no news by the time the alert runs again.
    if (action === 'pause') {
      await rows(
        payload,
        sql`UPDATE alert_deliveries SET status = 'dropped', updated_at = ${new Date().toISOString()}
            WHERE alert_id = ${alert.id} AND status = 'queued'`,
      )
    }
    await payload.update({
      collection: 'alerts',
      id: alert.id,
      data:
        action === 'pause'
          ? { status: 'paused', pausedBy: 'subscriber' }
          : { status: alert.confirmedAt ? 'active' : 'pending', pausedBy: null },
      overrideAccess: true,
    })
    return { status: action === 'pause' ? 'paused' : 'resumed', locale: alert.locale }
  }
  const checked = validateAlertFilters(input, alert.locale, alert.call != null)
  if (!checked.ok) return { status: 'invalid', errors: checked.errors, locale: alert.locale }
  const data = await filterData(payload, checked.value)
  await payload.update({
    collection: 'alerts',
    id: alert.id,
    data: alert.call != null ? { locale: data.locale } : data,
    overrideAccess: true,
  })
  return { status: 'updated', locale: checked.value.language }
}

/** Deletes an alert and everything kept about it (its deliveries; see the collection's hook). */
export async function deleteAlert(payload: Payload, id: number): Promise<void> {
  await payload.delete({ collection: 'alerts', id, overrideAccess: true })
}

/**
 * "Not relevant" beside a call in a mail: recorded on the alert's deliveries of that call (the
 * fan-out mails it to this alert no more; editors count it per call), and what is still
 * waiting about it is dropped. Answers false when the alert was never mailed that call.
 */
export async function markNotRelevant(
  payload: Payload,
  alert: Pick<Alert, 'id'>,
  callId: number,
): Promise<boolean> {
  const marked = await rows(
    payload,
    sql`UPDATE alert_deliveries SET not_relevant = ${bool(payload, true)},
          status = CASE WHEN status = 'queued' THEN 'dropped' ELSE status END,
          updated_at = ${new Date().toISOString()}
        WHERE alert_id = ${alert.id} AND call_id = ${callId}
        RETURNING id`,
  )
  return marked.length > 0
}

/** A member's alerts: those they made signed in, and any confirmed for their address. */
export async function memberAlerts(payload: Payload, member: Member): Promise<Alert[]> {
  const { docs } = await payload.find({
    collection: 'alerts',
    where: {
      or: [
        { owner: { equals: member.id } },
        ...(member._verified !== false ? [{ email: { equals: member.email } }] : []),
      ],
    },
    sort: '-createdAt',
    limit: 100,
    depth: 1,
    overrideAccess: true,
    showHiddenFields: true,
  })
  return docs
}

/** One of a member's alerts, or null when it is not theirs. */
export async function memberAlert(payload: Payload, member: Member, id: number) {
  return (await memberAlerts(payload, member)).find((alert) => alert.id === id) ?? null
}
