import { defineFeature, type FeatureJobs } from '@/core/feature'

import { alertsEnv } from './env'

/** Alerts of new, changed and closing calls. */
export const feature = defineFeature({
  name: 'alerts',
  env: alertsEnv,
  payload: async () => (await import('./payload')).payloadParts,
  personalData: async () => (await import('./personalData')).personalData,
  formResult: { form: 'alerts', load: async () => (await import('./formResult')).formResult },
  // Rounds of alert mail, wherever jobs run.
  jobs: async (): Promise<FeatureJobs> => ({
    loop: (await import('./jobs/alertRound')).startAlertLoop,
  }),
  site: async () => (await import('./site')).site,
})
