import type { TaskConfig } from 'payload'

import type { Env } from '@/server/env'

import { runSourceCheck } from '../run/runSourceCheck'

import { checkSourcesTask, queueSourceCheck } from './queueSourceCheck'

/**
 * The daily check of the open calls' official pages (see runSourceCheck), run by whichever job
 * runner claims it. The run that checked the day queues the next one, for SOURCE_CHECK_HOUR on
 * the following day, also when the check failed part-way; a run that found its day done does
 * nothing and queues nothing, so the queue keeps at most one waiting check. No retries: a
 * retry would find its day done.
 */
export const checkSources = (env: Env): TaskConfig<{ input: object; output: object }> => ({
  slug: checkSourcesTask,
  label: 'Check the official pages of open calls',
  retries: 0,
  handler: async ({ req }) => {
    if (!env.SOURCE_CHECK_ENABLED) return { output: {} }
    const now = new Date()
    let ran = false
    try {
      const run = await runSourceCheck(req.payload, { now, env })
      ran = run.status === 'ran'
    } catch (error) {
      // A run that failed part-way (or could not claim its day) still schedules the next
      // day's: the chain of daily checks must not break on one bad day.
      ran = true
      throw error
    } finally {
      if (ran) await queueSourceCheck(req.payload, env, now)
    }
    return { output: {} }
  },
})
