import { defineFeature } from '@/core/feature'

/** The legal pages' sections. */
export const feature = defineFeature({
  name: 'legal',
})
