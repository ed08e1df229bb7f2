import type { FeaturePayload } from '@/core/feature'

import { FundingCalls } from './collections/FundingCalls'
import { Programmes } from './collections/Programmes'

/** What the funding calls feature adds to Payload's config, applied by its definition (feature.ts). */
export const payloadParts: FeaturePayload = {
  collections: [FundingCalls, Programmes],
}
