import config from '@payload-config'
import { getPayload } from 'payload'

import { startAlertLoop } from '@/features/alerts'
import { ensureBackOfficeDayQueued } from '@/features/back-office'
import { ensureSourceCheckQueued } from '@/features/source-monitoring'

import { getEnv } from '../env'
import { log } from '../log'

import { startJobLoop } from './jobLoop'

/**
 * Runs queued jobs inside the app process every two seconds, and the alerts' rounds, unless
 * JOBS_AUTORUN=false. Either
 * way, each app start makes sure the daily source check and the back office's morning round are
 * scheduled (workers run them then).
 */
export async function startJobRunner(): Promise<void> {
  const env = getEnv()
  if (!env.JOBS_AUTORUN && !env.SOURCE_CHECK_ENABLED && !env.BACK_OFFICE_DAILY_ENABLED) return
  try {
    const payload = await getPayload({ config })
    await ensureSourceCheckQueued(payload, env)
    await ensureBackOfficeDayQueued(payload, env)
    if (env.JOBS_AUTORUN) {
      startJobLoop(payload)
      // Alert rounds run where jobs run: in the app, or in the workers beside it.
      startAlertLoop(payload, env)
    }
  } catch (error) {
    // The site still serves pages; mail waits in the queue for a worker or the next start.
    log('error', 'job runner did not start', { error: String(error) })
  }
}
