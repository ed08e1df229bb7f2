import { defineFeature, type FeatureJobs } from '@/core/feature'

import { backOfficeEnv } from './env'

/** Each lead's way to a contract, the dashboard, exports and personal data. */
export const feature = defineFeature({
  name: 'back-office',
  env: backOfficeEnv,
  payload: async () => (await import('./payload')).payloadParts,
  personalData: async () => (await import('./privacy/holders')).backOfficeHolders,
  // The advisers' morning round, once a day.
  jobs: async (): Promise<FeatureJobs> => ({
    schedule: (await import('./jobs/backOfficeDaily')).ensureBackOfficeDayQueued,
  }),
})
