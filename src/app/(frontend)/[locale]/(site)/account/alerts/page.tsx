import { accountAlertsRoute } from '@/features/alerts/components'

/** The signed-in member's alerts. Rendered per request. */
export const generateMetadata = accountAlertsRoute.generateMetadata
export default accountAlertsRoute.Page
