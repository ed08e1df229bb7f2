import { defineFeature } from '@/core/feature'

/** ROI calculator, timeline estimator, document checklist. */
export const feature = defineFeature({
  name: 'tools',
})
