/** What the insights feature adds to Payload's config (src/payload.config.ts). */
export { Articles } from './collections/Articles'
export { Categories } from './collections/Categories'
