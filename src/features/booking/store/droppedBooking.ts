import { randomBytes, randomInt } from 'node:crypto'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { signedToken } from '@/server/signedToken'

import { bookingDetails, type BookingInput } from '../rules/validation'
import type { BookingView } from '../types'
import { readBookingSettings } from './settings'
import { bookingView } from './views'

/**
 * The answer to a booking whose honeypot was filled, as a booking's answer looks: the time and
 * details sent, an id, and a token of the same shape signed by a throwaway key, so that it opens
 * nothing. Nothing is stored and no mail is sent.
 */
export async function droppedBooking(
  payload: Payload,
  locale: Locale,
  value: BookingInput,
): Promise<{ status: 'booked'; token: string; booking: BookingView }> {
  const { rules } = await readBookingSettings(payload)
  const id = randomInt(1, 2 ** 31 - 1)
  const token = signedToken(randomBytes(32).toString('hex'), 'booking', id, 'dropped')
  const start = value.start.getTime()
  const now = new Date().toISOString()
  const booking = await bookingView(
    payload,
    {
      id,
      start: new Date(start).toISOString(),
      end: new Date(start + rules.slotMinutes * 60_000).toISOString(),
      adviser: null,
      ...bookingDetails(value),
      status: 'booked',
      locale,
      salt: '',
      createdAt: now,
      updatedAt: now,
    },
    token,
  )
  return { status: 'booked', token, booking }
}
