import { defineFeature } from '@/core/feature'

/** The firm's people and what clients say. */
export const feature = defineFeature({
  name: 'team',
  payload: async () => (await import('./payload')).payloadParts,
  demo: async () => (await import('./demo')).demo,
})
