/** What the newsletter feature adds to Payload's config (src/payload.config.ts). */
export { NewsletterSubscribers } from './collections/NewsletterSubscribers'
export {
  newsletterConfirmEndpoint,
  newsletterEndpoint,
  newsletterUnsubscribeEndpoints,
} from './endpoints'
export { sendNewsletterMail } from './jobs/sendNewsletterMail'
