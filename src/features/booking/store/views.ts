import type { Payload } from 'payload'

import type { Booking } from '@/payload-types'
import { relationId } from '@/lib/relationId'
import { zagrebClock, zagrebDay } from '@/lib/zagreb'

import type { BookingView, SlotView } from '../types'

import { meetingPlace } from './settings'

/** A slot as pages show it. */
export const slotView = (start: number): SlotView => ({
  start: new Date(start).toISOString(),
  day: zagrebDay(start),
  time: zagrebClock(start),
})

/** A booking as its pages show it: times in Zagreb, the adviser's name, the call's title. */
export async function bookingView(
  payload: Payload,
  booking: Booking,
  token: string,
): Promise<BookingView> {
  const adviserId = relationId(booking.adviser)
  const adviser =
    adviserId === null
      ? null
      : await payload
          .findByID({ collection: 'advisers', id: adviserId, depth: 0, overrideAccess: true })
          .catch(() => null)
  const callId = relationId(booking.call)
  const call =
    callId === null
      ? null
      : await payload
          .findByID({
            collection: 'funding-calls',
            id: callId,
            depth: 0,
            locale: booking.locale,
            overrideAccess: true,
            select: { fundName: true },
          })
          .catch(() => null)
  const start = Date.parse(booking.start)
  const end = Date.parse(booking.end)
  return {
    id: booking.id,
    token,
    start: booking.start,
    end: booking.end,
    day: zagrebDay(start),
    time: zagrebClock(start),
    endTime: zagrebClock(end),
    status: booking.status,
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    company: booking.company ?? '',
    topic: booking.topic,
    locale: booking.locale,
    adviser: adviser?.name ?? '',
    call: call ? { id: call.id, title: call.fundName ?? '', slug: String(call.id) } : null,
    code: booking.code ?? null,
    place: await meetingPlace(payload, booking.locale),
  }
}
