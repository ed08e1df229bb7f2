import type { Payload } from 'payload'

import type { Env } from '@/server/env'
import { log } from '@/server/log'
import { mailBrand } from '@/server/mail/brand'

import { editorsMail, type FlaggedCall } from './editorsMail'

/** When the editors were last mailed about flagged calls, or null. */
async function lastMailedAt(payload: Payload): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'source-check-runs',
    where: { mailedAt: { exists: true } },
    sort: '-mailedAt',
    limit: 1,
    depth: 0,
    select: { mailedAt: true },
    overrideAccess: true,
  })
  return docs[0]?.mailedAt ?? null
}

/** The calls flagged (and not yet cleared) since the last mail, by name. */
async function flaggedSince(payload: Payload, since: string | null): Promise<FlaggedCall[]> {
  const { docs } = await payload.find({
    collection: 'funding-calls',
    where: {
      and: [
        { 'sourceCheck.flagged': { equals: true } },
        ...(since ? [{ 'sourceCheck.flaggedAt': { greater_than: since } }] : []),
      ],
    },
    depth: 0,
    pagination: false,
    locale: 'hr',
    select: { fundName: true, sourceUrl: true, sourceCheck: true },
    sort: 'fundName',
    overrideAccess: true,
  })
  return docs.map((doc) => ({
    id: doc.id,
    name: doc.fundName,
    sourceUrl: doc.sourceUrl ?? '',
    sourceCheck: doc.sourceCheck ?? {},
  }))
}

/** The addresses of everyone who edits calls: editors and admins. */
async function editorAddresses(payload: Payload): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { role: { in: ['editor', 'admin'] } },
    depth: 0,
    pagination: false,
    select: { email: true },
    overrideAccess: true,
  })
  return docs.map((user) => user.email)
}

/**
 * Mails the editors (in Croatian, their language; accounts keep no language of their own)
 * about every call flagged since the last mail, and records the mail on the day's run. Only
 * the run that claimed the day calls it, so there is one mail a day at most. A mail that
 * cannot be sent is logged; its calls stay flagged in /admin and go into the next day's mail.
 */
export async function mailEditors(
  payload: Payload,
  env: Pick<Env, 'MAIL_FROM' | 'SITE_URL'>,
  run: { id: number; day: string },
  now: Date,
): Promise<boolean> {
  const calls = await flaggedSince(payload, await lastMailedAt(payload))
  if (calls.length === 0) return false
  const to = await editorAddresses(payload)
  if (to.length === 0) {
    log('warn', 'flagged calls not mailed: no editor accounts', { calls: calls.length })
    return false
  }
  try {
    const { from } = await mailBrand(payload, env, 'hr')
    await payload.sendEmail({ ...editorsMail(calls, to, env.SITE_URL, run.day), from })
  } catch (error) {
    log('error', 'mail about flagged calls not sent', { day: run.day, error: String(error) })
    return false
  }
  await payload.update({
    collection: 'source-check-runs',
    id: run.id,
    data: { mailedAt: now.toISOString() },
    overrideAccess: true,
  })
  return true
}
