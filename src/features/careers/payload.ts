/** What the careers feature adds to Payload's config (src/payload.config.ts). */
export { ApplicationFiles } from './collections/ApplicationFiles'
export { Jobs } from './collections/Jobs'
export { applicationEndpoint } from './endpoints'
