export { downloadTypes, fileSize, formatOf, type DownloadFormat } from './formats'
export { grantedDownload, grantFor, grantSeconds } from './grant'
export {
  validateDownloadRequest,
  type DownloadField,
  type DownloadProblem,
  type DownloadRequest,
} from './request'
