import type { FeaturePayload } from '@/core/feature'

import { CallImportSources } from './collections/CallImportSources'
import { CallImports } from './collections/CallImports'
import { exportCallsEndpoint } from './endpoints'

/** What the call imports feature adds to Payload's config, applied by its definition (feature.ts). */
export const payloadParts: FeaturePayload = {
  collections: [CallImportSources, CallImports],
  endpoints: [exportCallsEndpoint],
}
