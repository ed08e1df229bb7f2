import type { FeaturePayload } from '@/core/feature'

import { Alerts } from './collections/Alerts'
import { AlertEvents } from './collections/AlertEvents'
import { AlertDeliveries } from './collections/AlertDeliveries'
import { withCallAlerts } from './events/callHooks'
import { sendAlertMail } from './jobs/sendAlertMail'

/** What the alerts feature adds to Payload's config, applied by its definition (feature.ts). */
export const payloadParts: FeaturePayload = {
  collections: [Alerts, AlertEvents, AlertDeliveries],
  tasks: (env) => [sendAlertMail(env)],
  // New, changed and closing calls are the events alerts are about.
  extend: { 'funding-calls': withCallAlerts },
}
