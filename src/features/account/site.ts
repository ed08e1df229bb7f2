import type { FeatureSite } from '@/core/feature'

/** The sign-in and sign-up page. */
export const site: FeatureSite = { pages: ['/auth'] }
