import type { FeaturePayload } from '@/core/feature'

import { withPipeline } from './pipeline/withPipeline'
import { withExport } from './export/withExport'
import { LeadEvents } from './collections/LeadEvents'
import { PrivacyRequests } from './collections/PrivacyRequests'
import { BackOfficeRuns } from './collections/BackOfficeRuns'
import { backOfficeDaily } from './jobs/backOfficeDaily'

/** What the back office feature adds to Payload's config, applied by its definition (feature.ts). */
export const payloadParts: FeaturePayload = {
  collections: [LeadEvents, PrivacyRequests, BackOfficeRuns],
  tasks: (env) => [backOfficeDaily(env)],
  admin: {
    // The dashboard of enquiries and demand, for those who handle leads.
    beforeDashboard: ['/features/back-office/dashboard/Dashboard#BackOfficeDashboard'],
  },
  // How the firm works the leads of every channel, and the bookings' export.
  extend: { leads: withPipeline, bookings: withExport },
}
