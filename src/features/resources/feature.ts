import { defineFeature } from '@/core/feature'

/** Downloads, open or for an e-mail address. */
export const feature = defineFeature({
  name: 'resources',
  payload: async () => (await import('./payload')).payloadParts,
  formResult: { form: 'download', load: async () => (await import('./formResult')).formResult },
  site: async () => (await import('./site')).site,
  knowledge: async () => (await import('./knowledge')).knowledge,
  demo: async () => (await import('./demo')).demo,
})
