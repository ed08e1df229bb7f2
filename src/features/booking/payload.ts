import type { FeaturePayload } from '@/core/feature'

import { Advisers } from './collections/Advisers'
import { Bookings } from './collections/Bookings'
import { BookingSettings } from './collections/BookingSettings'
import { sendBookingMail } from './jobs/sendBookingMail'

/** What the booking feature adds to Payload's config, applied by its definition (feature.ts). */
export const payloadParts: FeaturePayload = {
  collections: [Advisers, Bookings],
  globals: [BookingSettings],
  tasks: (env) => [sendBookingMail(env)],
}
