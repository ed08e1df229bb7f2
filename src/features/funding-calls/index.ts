export { type Opportunity, openCallsForNkd, openDeadlines } from './openCallsForNkd'
