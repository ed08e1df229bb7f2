import type { FeaturePayload } from '@/core/feature'

import { fundingCheckEndpoint } from './endpoints'
import { FundingCheckLog } from './collections/FundingCheckLog'

/** What the funding check feature adds to Payload's config, applied by its definition (feature.ts). */
export const payloadParts: FeaturePayload = {
  collections: [FundingCheckLog],
  endpoints: [fundingCheckEndpoint],
}
