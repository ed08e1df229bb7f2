/** What the back office adds to Payload's config (src/payload.config.ts). */
export { withPipeline } from './pipeline/withPipeline'
export { withExport } from './export/withExport'
export { LeadEvents } from './collections/LeadEvents'
export { PrivacyRequests } from './collections/PrivacyRequests'
export { BackOfficeRuns } from './collections/BackOfficeRuns'
export { backOfficeDaily } from './jobs/backOfficeDaily'
