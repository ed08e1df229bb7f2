export { FundingCheckResults } from './FundingCheckResults'
export { FundingCheckSection } from './FundingCheckSection'
