export { getCallHistory, getFundingCall, getFundingCalls } from './getFundingCalls'
