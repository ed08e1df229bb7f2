export { loadPage, pageMetadata } from './load'
export type { PageDoc } from './pages'
export { enterPreview, leavePreview } from './preview'
