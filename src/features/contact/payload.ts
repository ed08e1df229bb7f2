import type { FeaturePayload } from '@/core/feature'

import { Leads } from './collections/Leads'
import { contactEndpoint } from './endpoints'
import { sendLeadMail } from './jobs/sendLeadMail'

/** What the contact feature adds to Payload's config, applied by its definition (feature.ts). */
export const payloadParts: FeaturePayload = {
  collections: [Leads],
  endpoints: [contactEndpoint],
  tasks: (env) => [sendLeadMail(env)],
}
