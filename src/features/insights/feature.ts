import { defineFeature } from '@/core/feature'

/** Articles and their categories. */
export const feature = defineFeature({
  name: 'insights',
  payload: async () => (await import('./payload')).payloadParts,
})
