import { defineFeature } from '@/core/feature'

/** The catalogue of calls and programmes. */
export const feature = defineFeature({
  name: 'funding-calls',
  payload: async () => (await import('./payload')).payloadParts,
})
