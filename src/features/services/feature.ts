import { defineFeature } from '@/core/feature'

/** The six service pages' sections. */
export const feature = defineFeature({
  name: 'services',
  site: async () => (await import('./site')).site,
})
