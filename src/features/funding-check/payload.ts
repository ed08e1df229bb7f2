/** What the funding check feature adds to Payload's config (src/payload.config.ts). */
export { fundingCheckEndpoint } from './endpoints'
export { FundingCheckLog } from './collections/FundingCheckLog'
