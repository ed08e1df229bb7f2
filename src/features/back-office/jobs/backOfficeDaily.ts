import type { Payload, TaskConfig } from 'payload'

import { nextRunAt } from '@/features/source-monitoring/rules'
import type { Env } from '@/server/env'
import { taskQueued } from '@/server/jobs/taskQueued'
import { log } from '@/server/log'

import { runBackOfficeDay } from '../daily/runDaily'

/** The job queue's task of the back office's morning round. */
export const backOfficeDailyTask = 'back-office-daily' as const

/** Queues the round for BACK_OFFICE_HOUR (Zagreb) on the day after `now`. */
export async function queueBackOfficeDay(
  payload: Payload,
  env: Pick<Env, 'BACK_OFFICE_HOUR'>,
  now: Date = new Date(),
): Promise<Date> {
  const waitUntil = nextRunAt(now, env.BACK_OFFICE_HOUR)
  await payload.jobs.queue({ task: backOfficeDailyTask, input: {}, waitUntil })
  return waitUntil
}

/**
 * Makes sure the morning round is scheduled (each round queues the next; a start mends a chain
 * broken by a process that died mid-round). Does nothing when BACK_OFFICE_DAILY_ENABLED=false.
 * Never throws: the site starts all the same.
 */
export async function ensureBackOfficeDayQueued(
  payload: Payload,
  env: Pick<Env, 'BACK_OFFICE_DAILY_ENABLED' | 'BACK_OFFICE_HOUR'>,
  now: Date = new Date(),
): Promise<Date | null> {
  if (!env.BACK_OFFICE_DAILY_ENABLED) return null
  try {
    if (await taskQueued(payload, backOfficeDailyTask, now)) return null
    return await queueBackOfficeDay(payload, env, now)
  } catch (error) {
    log('error', 'back office round not scheduled', { error: String(error) })
    return null
  }
}

/**
 * The morning round (daily/runDaily.ts), run by whichever job runner claims it; the run that
 * had the day queues the next day's, also when it failed part-way. No retries: a retry would
 * find its day done.
 */
export const backOfficeDaily = (env: Env): TaskConfig<{ input: object; output: object }> => ({
  slug: backOfficeDailyTask,
  label: 'Back office: follow-up mails and retention',
  retries: 0,
  handler: async ({ req }) => {
    if (!env.BACK_OFFICE_DAILY_ENABLED) return { output: {} }
    const now = new Date()
    let ran = false
    try {
      ran = (await runBackOfficeDay(req.payload, { now, env })).status === 'ran'
    } catch (error) {
      ran = true
      throw error
    } finally {
      if (ran) await queueBackOfficeDay(req.payload, env, now)
    }
    return { output: {} }
  },
})
