import { defineFeature } from '@/core/feature'

/** The home page's sections. */
export const feature = defineFeature({
  name: 'home',
})
