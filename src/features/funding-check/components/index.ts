export { AlertLink as FundingCheckAlertLink } from './AlertLink'
export { BookingLink as FundingCheckBookingLink } from './BookingLink'
export { FundingCheckResults } from './FundingCheckResults'
export { FundingCheckSection } from './FundingCheckSection'
