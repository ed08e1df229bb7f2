export { AlertLink as FundingCheckAlertLink } from './AlertLink'
export { FundingCheckResults } from './FundingCheckResults'
export { FundingCheckSection } from './FundingCheckSection'
