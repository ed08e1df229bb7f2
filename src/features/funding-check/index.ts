export { matchingCalls } from './service'
export type { CheckedCall } from './reasons'
export { checkedCodeCounts, type CheckedCodeCount } from './dashboard'
