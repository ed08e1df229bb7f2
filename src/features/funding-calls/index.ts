export { grantLabel } from './fundingCalls'
export { catalogueWhere } from './catalogueWhere'
export { type Opportunity, openCallsForNkd } from './openCallsForNkd'
