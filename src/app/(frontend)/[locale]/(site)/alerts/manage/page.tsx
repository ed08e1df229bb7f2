import { manageRoute } from '@/features/alerts/components'

/** An alert's page, reached by the signed link in each of its mails. Rendered per request. */
export const generateMetadata = manageRoute.generateMetadata
export default manageRoute.Page
