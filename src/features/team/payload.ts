import type { FeaturePayload } from '@/core/feature'

import { TeamMembers } from './collections/TeamMembers'
import { Testimonials } from './collections/Testimonials'

/** What the team feature adds to Payload's config, applied by its definition (feature.ts). */
export const payloadParts: FeaturePayload = {
  collections: [TeamMembers, Testimonials],
}
