import { defineFeature } from '@/core/feature'

/** Articles and their categories. */
export const feature = defineFeature({
  name: 'insights',
  payload: async () => (await import('./payload')).payloadParts,
  site: async () => (await import('./site')).site,
  knowledge: async () => (await import('./knowledge')).knowledge,
  demo: async () => (await import('./demo')).demo,
})
