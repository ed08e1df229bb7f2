export { grantLabel } from './fundingCalls'
export { type Opportunity, openCallsForNkd, openDeadlines } from './openCallsForNkd'
