export { bookingRoute } from './BookingPage'
export { manageRoute as bookingManageRoute } from './ManagePage'
