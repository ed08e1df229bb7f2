import type { FeaturePayload } from '@/core/feature'

import { Users } from './collections/Users'
import { accountEndpoints } from './endpoints'
import { sendAccountMail } from './jobs/sendAccountMail'

/** What the account feature adds to Payload's config, applied by its definition (feature.ts). */
export const payloadParts: FeaturePayload = {
  collections: [Users],
  endpoints: accountEndpoints,
  tasks: (env) => [sendAccountMail(env)],
}
