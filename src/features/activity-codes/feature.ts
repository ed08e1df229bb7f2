import { defineFeature } from '@/core/feature'

/** The official activity codes (NKD 2007, NKD 2025) and their imports. */
export const feature = defineFeature({
  name: 'activity-codes',
  payload: async () => (await import('./payload')).payloadParts,
  demo: async () => (await import('./demo')).demo,
})
