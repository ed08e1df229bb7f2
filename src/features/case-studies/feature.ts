import { defineFeature } from '@/core/feature'

/** Client stories. */
export const feature = defineFeature({
  name: 'case-studies',
  payload: async () => (await import('./payload')).payloadParts,
  site: async () => (await import('./site')).site,
  knowledge: async () => (await import('./knowledge')).knowledge,
  demo: async () => (await import('./demo')).demo,
})
