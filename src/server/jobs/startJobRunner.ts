import config from '@payload-config'
import { getPayload } from 'payload'

import { getEnv } from '../env'
import { log } from '../log'

import { startJobLoop } from './jobLoop'

/** Runs queued jobs inside the app process every two seconds, unless JOBS_AUTORUN=false. */
export async function startJobRunner(): Promise<void> {
  if (!getEnv().JOBS_AUTORUN) return
  try {
    startJobLoop(await getPayload({ config }))
  } catch (error) {
    // The site still serves pages; mail waits in the queue for a worker or the next start.
    log('error', 'job runner did not start', { error: String(error) })
  }
}
