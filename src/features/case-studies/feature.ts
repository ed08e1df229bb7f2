import { defineFeature } from '@/core/feature'

/** Client stories. */
export const feature = defineFeature({
  name: 'case-studies',
  payload: async () => (await import('./payload')).payloadParts,
})
