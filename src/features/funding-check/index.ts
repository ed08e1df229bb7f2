export { checkedOpportunities } from './service'
export type { CheckedOpportunity } from './reasons'
export { checkedCodeCounts, type CheckedCodeCount } from './dashboard'
