/** The fields of the booking form, in the order the form shows them (and lists their errors). */
export const bookingFields = [
  'start',
  'name',
  'email',
  'phone',
  'company',
  'topic',
  'consent',
  'call',
  'code',
] as const

/** A field of the booking form. */
export type BookingField = (typeof bookingFields)[number]
