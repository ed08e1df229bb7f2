export {
  codeKey,
  codeKeyLabel,
  codeMatches,
  codeQueries,
  coveringCodes,
  isActivityCode,
  keyCode,
  keyDivision,
  otherVersion,
  queryMatcher,
  versionNames,
  type CodeQuery,
  type CodeVersion,
} from './activityCodes'
export {
  catalogueQuery,
  catalogueSize,
  catalogueSorts,
  closingWindows,
  isDefaultCatalogue,
  readCatalogueFilters,
  type CatalogueFilters,
} from './catalogueFilters'
export { formatEuro, formatGrant, formatPercent, type GrantRange } from './amount'
export {
  changeHistory,
  changesBetween,
  type CallChange,
  type CallSnapshot,
  type HistoryEntry,
} from './changeHistory'
export { isNkdCode } from './nkd'
export { callStatus, daysLeft, type CallDates, type CallStatus } from './status'
export {
  applicantTypes,
  companySizes,
  counties,
  countyMatches,
  programmeKinds,
  type ApplicantType,
  type CompanySize,
  type County,
  type ProgrammeKind,
} from './taxonomy'
export { callSearchText, hasSearchTerms, searchTerms } from './searchText'
