/** What the pages feature adds to Payload's config (src/payload.config.ts). */
export { Pages } from './collections/Pages'
export { pagePlugins } from './plugins'
