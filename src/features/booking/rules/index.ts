/** The booking feature's pure rules: consultation slots in Zagreb time (@/lib/zagreb), Croatian holidays. */
export { croatianHoliday } from './holidays'
export {
  clockTime,
  weeklyHours,
  adviserSlots,
  bookingDays,
  dayClosed,
  defaultHours,
  defaultRules,
  freeSlots,
  isDay,
  weekday,
  type BookingRules,
  type Busy,
  type Span,
  type WeeklyHours,
} from './slots'
