import type { FeaturePayload } from '@/core/feature'

import { SourceCheckRuns } from './collections/SourceCheckRuns'
import { checkSources } from './jobs/checkSources'

/** The admin menu's link to the calls flagged for review (admin.components.afterNavLinks). */
const flaggedCallsNavLink =
  '/features/source-monitoring/components/FlaggedCallsLink#FlaggedCallsLink'

/** What the source monitoring feature adds to Payload's config, applied by its definition (feature.ts). */
export const payloadParts: FeaturePayload = {
  collections: [SourceCheckRuns],
  tasks: (env) => [checkSources(env)],
  admin: { afterNavLinks: [flaggedCallsNavLink] },
}
