import { alertsRoute } from '@/features/alerts/components'

/** The alerts' page: what they are and the subscription form (see the alerts feature). Rendered per request. */
export const generateMetadata = alertsRoute.generateMetadata
export default alertsRoute.Page
