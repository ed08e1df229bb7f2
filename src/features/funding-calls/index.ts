export { grantLabel } from './fundingCalls'
export { catalogueWhere } from './catalogueWhere'
export {
  openCallsForNkd,
  type CompanyProfile,
  type MatchingCall,
  type CallMatch,
} from './openCallsForNkd'
export { searchCatalogue, type CatalogueResult } from './catalogue'
export { callStructuredData } from './structuredData'
export { withRelatedCodes, type Correspondence } from './relatedCodes'
export { callNames } from './callNames'
