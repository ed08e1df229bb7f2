/** A booking's states: holding its slot, cancelled (slot free again), and after the meeting. */
export const bookingStatuses = ['booked', 'cancelled', 'held', 'no-show'] as const
export type BookingStatusValue = (typeof bookingStatuses)[number]

/** The mails a booking sends: on booking, move and cancel (with an invitation), and a reminder. */
export const bookingMailKinds = ['booked', 'moved', 'cancelled', 'reminder'] as const
export type BookingMailKind = (typeof bookingMailKinds)[number]

/** A reminder goes out this long before the meeting. */
export const reminderHours = 24

/** The unique key of an adviser's slot while a booking holds it. */
export const slotKey = (adviser: number, start: Date | string | number) =>
  `${adviser}:${new Date(start).toISOString()}`
