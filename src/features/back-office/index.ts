/** The back office's face for server code: the leads' timeline and the morning round. */
export { recordLeadEvent, staffId, type LeadEvent } from './timeline/recordEvent'
export { leadEventKinds, type LeadEventKind } from './timeline/kinds'
export { ensureBackOfficeDayQueued, queueBackOfficeDay } from './jobs/backOfficeDaily'
export { runBackOfficeDay, type DailyRound } from './daily/runDaily'
export { anonymiseStaleLeads } from './retention/anonymiseStale'
export { leadRetentionMonths } from './retention/months'
