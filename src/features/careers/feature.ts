import { defineFeature } from '@/core/feature'

/** Job openings and applications. */
export const feature = defineFeature({
  name: 'careers',
  payload: async () => (await import('./payload')).payloadParts,
  personalData: async () => (await import('./personalData')).personalData,
  formResult: { form: 'application', load: async () => (await import('./formResult')).formResult },
  site: async () => (await import('./site')).site,
  knowledge: async () => (await import('./knowledge')).knowledge,
  demo: async () => (await import('./demo')).demo,
})
