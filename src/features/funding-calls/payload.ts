/** What the funding calls feature adds to Payload's config (src/payload.config.ts). */
export { FundingCalls } from './collections/FundingCalls'
export { Programmes } from './collections/Programmes'
