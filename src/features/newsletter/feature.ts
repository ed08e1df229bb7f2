import { defineFeature } from '@/core/feature'

/** Double opt-in subscription. */
export const feature = defineFeature({
  name: 'newsletter',
  payload: async () => (await import('./payload')).payloadParts,
  personalData: async () => (await import('./personalData')).personalData,
  frame: async () => (await import('./frame')).frame,
  formResult: { form: 'newsletter', load: async () => (await import('./formResult')).formResult },
})
