import { bookingRoute } from '@/features/booking/components'

/** The free consultation's booking: a day, a free time, the visitor's details. Rendered per request. */
export const generateMetadata = bookingRoute.generateMetadata
export default bookingRoute.Page
