import { defineFeature } from '@/core/feature'

/** Imports of calls from a source file, and the catalogue's export. */
export const feature = defineFeature({
  name: 'call-imports',
  payload: async () => (await import('./payload')).payloadParts,
})
