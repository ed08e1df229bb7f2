import config from '@payload-config'
import { getPayload } from 'payload'

import { featureJobs, startFeatureLoops } from '@/core/feature'
import { features } from '@/features/registry'

import { getEnv } from '../env'
import { log } from '../log'

import { startJobLoop } from './jobLoop'

/**
 * Runs queued jobs inside the app process every two seconds, and the features' loops (the
 * alerts' rounds), unless JOBS_AUTORUN=false. Either way, each app start makes sure the
 * features' scheduled jobs are queued (the daily source check, the back office's morning
 * round; each does nothing while its schedule is switched off): workers run them then.
 */
export async function startJobRunner(): Promise<void> {
  const env = getEnv()
  try {
    const jobs = await featureJobs(features)
    const payload = await getPayload({ config })
    for (const { schedule } of jobs) await schedule?.(payload, env)
    if (env.JOBS_AUTORUN) {
      startJobLoop(payload)
      // Features' loops run where jobs run: in the app, or in the workers beside it.
      startFeatureLoops(jobs, payload, env)
    }
  } catch (error) {
    // The site still serves pages; mail waits in the queue for a worker or the next start.
    log('error', 'job runner did not start', { error: String(error) })
  }
}
