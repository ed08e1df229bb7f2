import { defineFeature } from '@/core/feature'

/** The funding check: which open calls fit a company’s activity code. */
export const feature = defineFeature({
  name: 'funding-check',
  payload: async () => (await import('./payload')).payloadParts,
  formResult: {
    form: 'funding-check',
    load: async () => (await import('./formResult')).formResult,
  },
})
