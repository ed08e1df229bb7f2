/** What the activity codes feature adds to Payload's config (src/payload.config.ts). */
export { ActivityCodeImports } from './collections/ActivityCodeImports'
export { ActivityCodeLinks } from './collections/ActivityCodeLinks'
export { ActivityCodes } from './collections/ActivityCodes'
export { activityCodeSuggestEndpoint } from './endpoints'
