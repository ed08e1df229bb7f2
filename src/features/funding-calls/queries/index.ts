export { getCallHistory, getFundingCall } from './getFundingCalls'
export { getDefaultCatalogue } from './getCatalogue'
export { callCalendarResponse, catalogueCalendarResponse, catalogueFeedResponse } from './routes'
