import type { Payload } from 'payload'

import type { Env } from '@/server/env'
import { taskQueued } from '@/server/jobs/taskQueued'
import { log } from '@/server/log'

import { nextRunAt } from '../rules'

/** The job queue's task that runs the daily source check. */
export const checkSourcesTask = 'check-sources' as const

/** Queues the check to run at SOURCE_CHECK_HOUR (Zagreb) on the day after `now`. */
export async function queueSourceCheck(
  payload: Payload,
  env: Pick<Env, 'SOURCE_CHECK_HOUR'>,
  now: Date = new Date(),
): Promise<Date> {
  const waitUntil = nextRunAt(now, env.SOURCE_CHECK_HOUR)
  await payload.jobs.queue({ task: checkSourcesTask, input: {}, waitUntil })
  return waitUntil
}

/** Whether a source check is waiting in the queue, or running (and not long dead). */
export const sourceCheckQueued = (payload: Payload, now: Date = new Date()): Promise<boolean> =>
  taskQueued(payload, checkSourcesTask, now)

/**
 * Makes sure the daily check is scheduled: queues one for the configured hour of the next day
 * unless one is waiting already (each run queues the next; a run whose process died mid-check
 * breaks that chain, and the next start mends it). Called where the app starts its job
 * runner; does nothing when SOURCE_CHECK_ENABLED=false. Two processes starting at once may
 * both queue one: harmless, as the day runs once and only the run that ran it queues the next.
 * Never throws: the site starts all the same.
 */
export async function ensureSourceCheckQueued(
  payload: Payload,
  env: Pick<Env, 'SOURCE_CHECK_ENABLED' | 'SOURCE_CHECK_HOUR'>,
  now: Date = new Date(),
): Promise<Date | null> {
  if (!env.SOURCE_CHECK_ENABLED) return null
  try {
    if (await sourceCheckQueued(payload, now)) return null
    return await queueSourceCheck(payload, env, now)
  } catch (error) {
    log('error', 'source check not scheduled', { error: String(error) })
    return null
  }
}
