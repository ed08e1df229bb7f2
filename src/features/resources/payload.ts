/** What the resources feature adds to Payload's config (src/payload.config.ts). */
export { Downloads } from './collections/Downloads'
export { downloadRequestEndpoint } from './endpoints'
