export {
  checkOutcome,
  detailReason,
  unreachableChecksToFlag,
  type CheckOutcome,
  type SourceCheck,
  type SourceState,
  type StoredSourceCheck,
} from './checkOutcome'
export { readFingerprint, urlKey, writeFingerprint, type Fingerprint } from './fingerprint'
export { pageResult, type PageResponse, type PageResult } from './pageResult'
export { decodeEntities, pageText, sha256 } from './pageText'
export {
  agentToken,
  robotsAllow,
  robotsPolicy,
  type RobotsFetch,
  type RobotsPolicy,
} from './robots'
export { nextRunAt } from './schedule'
