export { getFundingCall, getFundingCalls } from './getFundingCalls'
