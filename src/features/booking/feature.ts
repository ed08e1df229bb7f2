import { defineFeature } from '@/core/feature'

/** Online booking of the free consultation. */
export const feature = defineFeature({
  name: 'booking',
  payload: async () => (await import('./payload')).payloadParts,
  personalData: async () => (await import('./personalData')).personalData,
  formResult: { form: 'booking', load: async () => (await import('./formResult')).formResult },
  site: async () => (await import('./site')).site,
  demo: async () => (await import('./demo')).demo,
})
