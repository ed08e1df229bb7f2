export { checkedOpportunities } from './service'
export type { CheckedOpportunity } from './reasons'
