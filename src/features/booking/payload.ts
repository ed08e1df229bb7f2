/** What the booking feature adds to Payload's config (src/payload.config.ts). */
export { Advisers } from './collections/Advisers'
export { Bookings } from './collections/Bookings'
export { BookingSettings } from './collections/BookingSettings'
export { sendBookingMail } from './jobs/sendBookingMail'
