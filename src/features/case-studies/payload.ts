import type { FeaturePayload } from '@/core/feature'

import { CaseStudies } from './collections/CaseStudies'

/** What the case studies feature adds to Payload's config, applied by its definition (feature.ts). */
export const payloadParts: FeaturePayload = {
  collections: [CaseStudies],
}
