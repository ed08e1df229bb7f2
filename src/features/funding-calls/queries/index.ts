export { getCallHistory, getFundingCall } from './getFundingCalls'
export { getDefaultCatalogue } from './getCatalogue'
