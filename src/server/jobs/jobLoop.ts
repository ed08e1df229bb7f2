import type { Payload } from 'payload'

import { log } from '../log'

import { claimJobs } from './claimJobs'

/** A job that runs longer holds up the ones behind it (a scheduled publication): it is logged. */
const slowJobMs = 10_000

/** Claims a batch of runnable jobs (claimJobs) and runs each; returns how many it ran. */
export async function runClaimedJobs(payload: Payload, queue = 'default', limit = 20) {
  const ids = await claimJobs(payload, queue, limit)
  for (const [index, id] of ids.entries()) {
    // Quiet about jobs that run well; a job that fails is logged (Payload's logger, with the
    // error), as the job is deleted with its document (a page's scheduled publish) or retried.
    const started = Date.now()
    await payload.jobs.runByID({ id, overrideAccess: true, silent: { info: true, error: false } })
    const ms = Date.now() - started
    if (ms > slowJobMs) log('warn', 'job slow', { id, ms, queue, behind: ids.length - index - 1 })
  }
  return ids.length
}

export type JobLoop = { stop: () => Promise<void> }

/**
 * Runs queued jobs every `intervalMs` (at once again while batches come back full) until
 * stopped. Used inside the app (JOBS_AUTORUN, the default) and by `npm run worker`; any number
 * of them may run against one database, each job is run by one of them.
 */
export function startJobLoop(payload: Payload, intervalMs = 2000, limit = 20): JobLoop {
  let running = true
  let wake: (() => void) | undefined
  const done = (async () => {
    while (running) {
      let ran = 0
      try {
        ran = await runClaimedJobs(payload, 'default', limit)
      } catch (error) {
        log('error', 'job run failed', { error: String(error) })
      }
      if (ran === limit) continue
      await new Promise<void>((resolve) => {
        wake = resolve
        setTimeout(resolve, intervalMs)
      })
    }
  })()
  return {
    stop: async () => {
      running = false
      wake?.()
      await done
    },
  }
}
