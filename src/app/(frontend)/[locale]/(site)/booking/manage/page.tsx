import { bookingManageRoute } from '@/features/booking/components'

/** A booking's page, reached by the signed link of its mails: move or cancel. Rendered per request. */
export const generateMetadata = bookingManageRoute.generateMetadata
export default bookingManageRoute.Page
