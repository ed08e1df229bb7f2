import type { FeaturePayload } from '@/core/feature'

import { ApplicationFiles } from './collections/ApplicationFiles'
import { Jobs } from './collections/Jobs'
import { applicationEndpoint } from './endpoints'

/** What the careers feature adds to Payload's config, applied by its definition (feature.ts). */
export const payloadParts: FeaturePayload = {
  collections: [Jobs, ApplicationFiles],
  endpoints: [applicationEndpoint],
}
