import config from '@payload-config'
import { getPayload } from 'payload'

import { getEnv } from '../env'
import { log } from '../log'

/** Initialises Payload with its cron-driven job runner inside the app process. */
export async function startJobRunner(): Promise<void> {
  if (!getEnv().JOBS_AUTORUN) return
  try {
    await getPayload({ config, cron: true })
  } catch (error) {
    // The site still serves pages; the runner starts with the first API request instead.
    log('error', 'job runner did not start', { error: String(error) })
  }
}
