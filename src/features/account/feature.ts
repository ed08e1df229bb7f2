import { defineFeature } from '@/core/feature'

/** Sign-up, sign-in, recovery and the account's settings. */
export const feature = defineFeature({
  name: 'account',
  payload: async () => (await import('./payload')).payloadParts,
  personalData: async () => (await import('./personalData')).personalData,
  frame: async () => (await import('./frame')).frame,
  formResult: { form: 'account', load: async () => (await import('./formResult')).formResult },
  site: async () => (await import('./site')).site,
})
