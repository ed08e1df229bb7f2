export { bookingRoute } from './BookingPage'
export { manageRoute as bookingManageRoute } from './ManagePage'
export { TakenNextDay as BookingTakenNextDay } from './TakenNextDay'
