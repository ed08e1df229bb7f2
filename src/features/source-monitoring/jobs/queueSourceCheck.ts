import type { Payload } from 'payload'

import type { Env } from '@/server/env'
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

/** A check still marked as running after this long died with its process: it runs no more. */
const staleRunMs = 6 * 60 * 60 * 1000

/** Whether a source check is waiting in the queue, or running (and not long dead). */
export async function sourceCheckQueued(
  payload: Payload,
  now: Date = new Date(),
): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: checkSourcesTask } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        {
          or: [
            { processing: { not_equals: true } },
            { updatedAt: { greater_than: new Date(now.getTime() - staleRunMs).toISOString() } },
          ],
        },
      ],
    },
    overrideAccess: true,
  })
  return totalDocs > 0
}

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
