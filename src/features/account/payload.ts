/** What the account feature adds to Payload's config (src/payload.config.ts). */
export { Users } from './collections/Users'
export { accountEndpoints } from './endpoints'
export { sendAccountMail } from './jobs/sendAccountMail'
