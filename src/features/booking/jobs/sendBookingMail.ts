import type { TaskConfig } from 'payload'

import type { Env } from '@/server/env'
import { errorText, isLastAttempt, mailRetries } from '@/server/jobs/retries'
import { log } from '@/server/log'
import { mailBrand } from '@/server/mail/brand'
import { relationId } from '@/lib/relationId'
import type { Booking } from '@/payload-types'

import { returnBookingMail, takeBookingMail } from '../mailAllowance'
import { adviserMail, visitorMail } from '../mail/bookingMail'
import { bookingMailKinds, type BookingMailKind } from '../rules/bookingValues'
import { bookingToken } from '../service'
import { meetingPlace } from '../store/settings'

/** The booking as it was at an earlier start (the CANCEL to an adviser a move leaves). */
const atStart = (booking: Booking, start: string): Booking => ({
  ...booking,
  start,
  end: new Date(
    Date.parse(start) + Date.parse(booking.end) - Date.parse(booking.start),
  ).toISOString(),
})

/**
 * Sends one of a booking's mails through the mail job queue (retried when the mail server is
 * away): to the visitor or to an adviser, for a booking, a move, a cancellation or the reminder.
 * Each mail reads the booking as it is when sent; a reminder whose meeting was moved or
 * cancelled meanwhile sends nothing, nor one past the address's booking mails for the day.
 */
export const sendBookingMail = (env: Env): TaskConfig<'send-booking-mail'> => ({
  slug: 'send-booking-mail',
  label: 'Send booking mail',
  inputSchema: [
    { name: 'bookingId', type: 'number', required: true },
    { name: 'kind', type: 'text', required: true },
    { name: 'to', type: 'text', required: true },
    { name: 'adviserId', type: 'number' },
    { name: 'start', type: 'text' },
  ],
  retries: mailRetries(env),
  handler: async ({ input, job, req }) => {
    const payload = req.payload
    const kind = input.kind as BookingMailKind
    if (!bookingMailKinds.includes(kind)) return { output: {} }
    const booking = await payload
      .findByID({
        collection: 'bookings',
        id: input.bookingId,
        depth: 0,
        overrideAccess: true,
        showHiddenFields: true,
        req,
      })
      .catch(() => null)
    if (!booking) return { output: {} }
    if (kind === 'reminder') {
      const due =
        booking.status === 'booked' &&
        !booking.remindedAt &&
        input.start !== undefined &&
        Date.parse(input.start ?? '') === Date.parse(booking.start)
      if (!due) return { output: {} }
    }
    // The reminder counts against the address's booking mails for the day like the mail of a
    // booking, move or cancel (../mailAllowance.ts), so that moving a booking to a time a day
    // away cannot double them. Past them it is left out (logged): the address has just been
    // sent that many mails about its consultations, the last with the meeting's time.
    const counted = kind === 'reminder' && input.to === 'visitor'
    if (counted && !(await takeBookingMail(booking.email)).ok) {
      log('warn', 'booking reminder not sent: the address has had its booking mails for the day', {
        bookingId: booking.id,
      })
      return { output: {} }
    }
    const adviserId = input.adviserId ?? relationId(booking.adviser)
    const adviser =
      adviserId === null || adviserId === undefined
        ? null
        : await payload
            .findByID({
              collection: 'advisers',
              id: adviserId,
              depth: 0,
              overrideAccess: true,
              req,
            })
            .catch(() => null)
    if (input.to === 'adviser' && !adviser) return { output: {} }
    const callId = relationId(booking.call)
    const call =
      callId === null
        ? null
        : await payload
            .findByID({
              collection: 'funding-calls',
              id: callId,
              depth: 0,
              locale: input.to === 'adviser' ? 'hr' : booking.locale,
              overrideAccess: true,
              select: { fundName: true },
              req,
            })
            .catch(() => null)
    try {
      const locale = input.to === 'adviser' ? 'hr' : booking.locale
      const { brand, from } = await mailBrand(payload, env, locale, req)
      const context = {
        booking: kind === 'cancelled' && input.start ? atStart(booking, input.start) : booking,
        kind,
        adviser: { name: adviser?.name ?? brand, email: adviser?.email ?? from.address },
        call: call?.fundName ?? null,
        place: await meetingPlace(payload, locale, req),
        brand,
        from,
        siteUrl: env.SITE_URL,
        token: bookingToken(payload, booking),
      }
      await payload.sendEmail(input.to === 'adviser' ? adviserMail(context) : visitorMail(context))
      if (kind === 'reminder') {
        await payload.update({
          collection: 'bookings',
          id: booking.id,
          data: { remindedAt: new Date().toISOString() },
          overrideAccess: true,
          req,
        })
      }
    } catch (error) {
      // Not sent: the next attempt takes it again.
      if (counted) await returnBookingMail(booking.email)
      log(isLastAttempt(env, job.totalTried) ? 'error' : 'warn', 'booking mail not sent', {
        bookingId: booking.id,
        kind,
        to: input.to,
        error: errorText(error),
      })
      throw error
    }
    return { output: {} }
  },
})
