import type { FeaturePayload } from '@/core/feature'

import { ActivityCodeImports } from './collections/ActivityCodeImports'
import { ActivityCodeLinks } from './collections/ActivityCodeLinks'
import { ActivityCodes } from './collections/ActivityCodes'
import { activityCodeSuggestEndpoint } from './endpoints'

export { activityCodeSuggestEndpoint }

/** What the activity codes feature adds to Payload's config, applied by its definition (feature.ts). */
export const payloadParts: FeaturePayload = {
  collections: [ActivityCodes, ActivityCodeLinks, ActivityCodeImports],
  endpoints: [activityCodeSuggestEndpoint],
}
