import type { FeaturePayload } from '@/core/feature'

import { Downloads } from './collections/Downloads'
import { downloadRequestEndpoint } from './endpoints'

/** What the resources feature adds to Payload's config, applied by its definition (feature.ts). */
export const payloadParts: FeaturePayload = {
  collections: [Downloads],
  endpoints: [downloadRequestEndpoint],
}
