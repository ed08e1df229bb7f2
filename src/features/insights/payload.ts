import type { FeaturePayload } from '@/core/feature'

import { Articles } from './collections/Articles'
import { Categories } from './collections/Categories'

/** What the insights feature adds to Payload's config, applied by its definition (feature.ts). */
export const payloadParts: FeaturePayload = {
  collections: [Articles, Categories],
}
