import { notRelevantRoute } from '@/features/alerts/components'

/** "Not relevant to me" for one call of an alert's mail. Rendered per request. */
export const generateMetadata = notRelevantRoute.generateMetadata
export default notRelevantRoute.Page
