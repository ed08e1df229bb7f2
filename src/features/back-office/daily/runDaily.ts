import type { Payload } from 'payload'

import { getEnv, type Env } from '@/server/env'
import { claimDay } from '@/server/jobs/claimDay'
import { log } from '@/server/log'
import { zagrebDay } from '@/lib/zagreb'

import { anonymiseStaleLeads } from '../retention/anonymiseStale'

import { mailFollowUps } from './mailFollowUps'

type DailyEnv = Pick<Env, 'MAIL_FROM' | 'SITE_URL' | 'LEAD_RETENTION_MONTHS'>

/** What a day's round did: nothing (the day had run), or whom it mailed and what it anonymised. */
export type DailyRound =
  | { status: 'already-ran'; day: string }
  | { status: 'ran'; day: string; mailed: number; anonymised: number }

/**
 * The back office's morning round, once per Zagreb day however many workers try: each adviser
 * is mailed their due follow-ups (overdue first), and leads without activity for
 * LEAD_RETENTION_MONTHS are anonymised. A failure of one part does not stop the other.
 */
export async function runBackOfficeDay(
  payload: Payload,
  options: { now?: Date; env?: DailyEnv } = {},
): Promise<DailyRound> {
  const env = options.env ?? getEnv()
  const now = options.now ?? new Date()
  const day = zagrebDay(now)
  const runId = await claimDay(payload, 'back-office-runs', day, now)
  if (runId === null) return { status: 'already-ran', day }
  let mailed = 0
  let anonymised = 0
  try {
    mailed = await mailFollowUps(payload, env, day)
  } catch (error) {
    log('error', 'follow-up mails failed', { day, error: String(error) })
  }
  try {
    anonymised = await anonymiseStaleLeads(payload, { now, months: env.LEAD_RETENTION_MONTHS })
  } catch (error) {
    log('error', 'retention failed', { day, error: String(error) })
  }
  await payload.update({
    collection: 'back-office-runs',
    id: runId,
    data: { mailed, anonymised, finishedAt: new Date().toISOString() },
    overrideAccess: true,
  })
  return { status: 'ran', day, mailed, anonymised }
}
