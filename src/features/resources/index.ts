/** The resources feature's face. */
export { resourcesGuard } from './endpoints'
export { downloadUrl, listDownloads, type DownloadSummary } from './downloads'
