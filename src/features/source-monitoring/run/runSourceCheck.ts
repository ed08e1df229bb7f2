import type { Payload } from 'payload'

import { cacheTags, revalidate } from '@/server/cache/revalidate'
import { getEnv, type Env } from '@/server/env'
import { claimDay } from '@/server/jobs/claimDay'
import { log } from '@/server/log'
import { zagrebDay } from '@/lib/zagreb'

import { sourceCheckAgent } from '../check/userAgent'
import { mailEditors } from '../mail/mailEditors'

import { checkCalls, type RunCounts } from './checkCalls'

/** Settings of a run; every one has a default (the environment, the clock). */
export type SourceCheckOptions = {
  /** The moment of the check (default: now); its day in Zagreb is the day that runs once. */
  now?: Date
  /** Per request (default SOURCE_CHECK_TIMEOUT_MS, 15 s). */
  fetchTimeoutMs?: number
  /** Hosts checked at once (default 4); one request at a time per host. */
  hosts?: number
  /** The most of a page's body that is read (default 2 MB). */
  maxBytes?: number
  env?: Pick<Env, 'MAIL_FROM' | 'SITE_URL' | 'SOURCE_CHECK_TIMEOUT_MS'>
}

/** What a run did: nothing (the day had run already), or its counts and whether it mailed. */
export type SourceCheckRun =
  | { status: 'already-ran'; day: string }
  | { status: 'ran'; day: string; runId: number; counts: RunCounts; mailed: boolean }

/**
 * The day's check of the open calls' official pages: claims the day (a second run of the same
 * day, concurrent or later, does nothing), checks each call, records the counts on the day's
 * row, mails the editors about newly flagged calls, and expires the catalogue's cached pages.
 */
export async function runSourceCheck(
  payload: Payload,
  options: SourceCheckOptions = {},
): Promise<SourceCheckRun> {
  const env = options.env ?? getEnv()
  const now = options.now ?? new Date()
  const day = zagrebDay(now)
  const runId = await claimDay(payload, 'source-check-runs', day, now)
  if (runId === null) return { status: 'already-ran', day }
  const counts = await checkCalls(payload, {
    now,
    userAgent: sourceCheckAgent(env.SITE_URL),
    timeoutMs: options.fetchTimeoutMs ?? env.SOURCE_CHECK_TIMEOUT_MS,
    maxBytes: options.maxBytes ?? 2 * 1024 * 1024,
    hosts: options.hosts ?? 4,
  })
  await payload.update({
    collection: 'source-check-runs',
    id: runId,
    data: { ...counts, finishedAt: new Date().toISOString() },
    overrideAccess: true,
  })
  const mailed = await mailEditors(payload, env, { id: runId, day }, now)
  if (counts.checked > 0) await revalidate([cacheTags.fundingCalls])
  log('info', 'source check done', { day, ...counts, mailed })
  return { status: 'ran', day, runId, counts, mailed }
}
