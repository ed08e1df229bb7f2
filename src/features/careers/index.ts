/** The careers feature's face. */
export { careersGuard } from './endpoints'
export { jobPosting } from './structuredData'
export type { JobDetail, JobSummary } from './jobs'
export type { CareerBenefit, CareersCopy } from './text'
