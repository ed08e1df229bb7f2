/** The booking feature's face for server code. */
export {
  bookConsultation,
  bookingByToken,
  bookingCall,
  bookingOptions,
  bookingToken,
  cancelBooking,
  moveBooking,
} from './service'
export type { BookingOptions, BookingView, DayView, MeetingPlace, SlotView } from './types'
export {
  bookingStates,
  consultationsPer,
  type BookingState,
  type ConsultationCounts,
} from './dashboard'
