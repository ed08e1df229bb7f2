export { DownloadCard } from './DownloadCard'
