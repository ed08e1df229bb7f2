import { defineFeature } from '@/core/feature'

/** ROI calculator, timeline estimator, document checklist. */
export const feature = defineFeature({
  name: 'tools',
  site: async () => (await import('./site')).site,
  knowledge: async () => (await import('./knowledge')).knowledge,
})
