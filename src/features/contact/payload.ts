/** What the contact feature adds to Payload's config (src/payload.config.ts). */
export { Leads } from './collections/Leads'
export { contactEndpoint } from './endpoints'
export { sendLeadMail } from './jobs/sendLeadMail'
