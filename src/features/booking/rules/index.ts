/** The booking feature's pure rules: consultation slots in Zagreb time, Croatian holidays. */
export { croatianHoliday } from './holidays'
export {
  addDays,
  clockTime,
  weeklyHours,
  adviserSlots,
  bookingDays,
  bookingTimeZone,
  dayClosed,
  defaultHours,
  defaultRules,
  freeSlots,
  isDay,
  weekday,
  zagrebDay,
  zagrebTime,
  type BookingRules,
  type Busy,
  type Span,
  type WeeklyHours,
} from './slots'
