import { defineFeature } from '@/core/feature'

/** The enquiry form and the leads of every channel. */
export const feature = defineFeature({
  name: 'contact',
  payload: async () => (await import('./payload')).payloadParts,
  formResult: { form: 'contact', load: async () => (await import('./formResult')).formResult },
})
