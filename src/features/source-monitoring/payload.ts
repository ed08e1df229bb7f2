/** What the source monitoring feature adds to Payload's config (src/payload.config.ts). */
export { SourceCheckRuns } from './collections/SourceCheckRuns'
export { checkSources } from './jobs/checkSources'

/** The admin menu's link to the calls flagged for review (admin.components.afterNavLinks). */
export const flaggedCallsNavLink =
  '/features/source-monitoring/components/FlaggedCallsLink#FlaggedCallsLink'
