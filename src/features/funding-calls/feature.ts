import { defineFeature } from '@/core/feature'

/** The catalogue of calls and programmes. */
export const feature = defineFeature({
  name: 'funding-calls',
  payload: async () => (await import('./payload')).payloadParts,
  site: async () => (await import('./site')).site,
  knowledge: async () => (await import('./knowledge')).knowledge,
  demo: async () => (await import('./demo')).demo,
})
