import type { FeatureSite } from '@/core/feature'

/** The booking page. */
export const site: FeatureSite = { pages: ['/booking'] }
