import type { FeaturePayload } from '@/core/feature'

import { NewsletterSubscribers } from './collections/NewsletterSubscribers'
import {
  newsletterConfirmEndpoint,
  newsletterEndpoint,
  newsletterUnsubscribeEndpoints,
} from './endpoints'
import { sendNewsletterMail } from './jobs/sendNewsletterMail'

/** What the newsletter feature adds to Payload's config, applied by its definition (feature.ts). */
export const payloadParts: FeaturePayload = {
  collections: [NewsletterSubscribers],
  endpoints: [newsletterEndpoint, newsletterConfirmEndpoint, ...newsletterUnsubscribeEndpoints],
  tasks: (env) => [sendNewsletterMail(env)],
}
