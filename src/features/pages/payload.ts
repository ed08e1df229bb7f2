import type { FeaturePayload } from '@/core/feature'

import { Pages } from './collections/Pages'
import { pagePlugins } from './plugins'

/** What the pages feature adds to Payload's config, applied by its definition (feature.ts). */
export const payloadParts: FeaturePayload = {
  collections: [Pages],
  plugins: pagePlugins,
}
