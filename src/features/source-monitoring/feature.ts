import { defineFeature, type FeatureJobs } from '@/core/feature'

import { sourceMonitoringEnv } from './env'

/** The daily check of the open calls' official pages. */
export const feature = defineFeature({
  name: 'source-monitoring',
  env: sourceMonitoringEnv,
  payload: async () => (await import('./payload')).payloadParts,
  // The check of the calls' official pages, once a day.
  jobs: async (): Promise<FeatureJobs> => ({
    schedule: (await import('./jobs/queueSourceCheck')).ensureSourceCheckQueued,
  }),
})
