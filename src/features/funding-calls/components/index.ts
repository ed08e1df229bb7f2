export { DeadlineBadge } from './DeadlineBadge'
export { FundingBadge } from './FundingBadge'
export { FundingCallCard } from './FundingCallCard'
export { FundingDescription } from './FundingDescription'
