import type { Endpoint } from 'payload'
import { z } from 'zod'

import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { localizedPath } from '@/seo/alternates'
import { formEndpoint, minutesOf } from '@/server/http/formEndpoint'
import { incoming, seeResultPage } from '@/server/http/request'
import { consume, tooManyRequests } from '@/server/rateLimit'

import { isDay } from './rules'
import {
  bookConsultation,
  bookingManageLimit,
  bookingOptions,
  cancelBooking,
  moveBooking,
} from './service'

const see = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location } })

const managePage = (locale: Locale, token: string, extra: Record<string, string>) =>
  see(`${localizedPath(locale, '/booking/manage')}?${new URLSearchParams({ token, ...extra })}`)

const words = {
  limited: (locale: Locale, seconds: number) =>
    translator(locale, 'Booking')('result.tooMany', { minutes: minutesOf(seconds) }),
  problem: (locale: Locale, problem: string) =>
    translator(locale, 'Booking')(`problem.${problem}` as 'problem.required'),
}

type Refusal = 'taken' | 'closed' | 'linkInvalid' | 'error' | 'action'

/** A refusal of the booking's JSON answers, in the visitor's language. */
const refusal = (locale: Locale, message: Refusal, status: number, extra: object = {}) => {
  const key = message === 'action' ? 'problem.action' : (`result.${message}` as const)
  return Response.json({ error: translator(locale, 'Booking')(key), ...extra }, { status })
}

/** 429 for an address that has had its booking mails for the day (./mailAllowance.ts). */
const mailLimitedAnswer = (locale: Locale, retryAfterSeconds: number) =>
  tooManyRequests(retryAfterSeconds, translator(locale, 'Booking')('result.mailLimit'))

/**
 * POST /api/bookings {start, name, email, phone, company, topic, consent, call, code, version}
 * → {ok:true, token, booking}; 409 {error, next} when the slot was taken meanwhile; 400 with
 * `errors.email` when the address already holds its upcoming consultations; 429 when the client
 * or the address (its booking mails for the day) has reached its limit. A form post goes to the
 * booking's page (or the result page).
 */
const bookEndpoint = formEndpoint({
  path: '/',
  form: 'booking',
  words,
  submit: ({ req, locale, body, key }) => bookConsultation(req.payload, locale, body, key),
  page: (result, { locale }) => {
    if (result.status === 'booked') return managePage(locale, result.token, { done: 'booked' })
    if (result.status !== 'taken') return undefined
    return seeResultPage(locale, 'booking', { status: 'taken' }, { day: result.next[0]?.day ?? '' })
  },
  json: (result, { locale }) => {
    switch (result.status) {
      case 'booked':
        return Response.json({ ok: true, token: result.token, booking: result.booking })
      case 'taken':
        return refusal(locale, 'taken', 409, { next: result.next })
      case 'mail-limited':
        return mailLimitedAnswer(locale, result.retryAfterSeconds)
      case 'error':
        return refusal(locale, 'error', 503)
    }
  },
})

/** GET /api/bookings/slots?day=YYYY-MM-DD → the horizon's days and that day's free slots. */
const slotsEndpoint: Endpoint = {
  path: '/slots',
  method: 'get',
  handler: async (req) => {
    const { locale } = incoming(req)
    const day = new URL(req.url ?? '/', 'http://localhost').searchParams.get('day')
    if (day !== null && !isDay(day)) {
      return Response.json({ error: translator(locale, 'Booking')('problem.day') }, { status: 400 })
    }
    const options = await bookingOptions(req.payload, { day })
    return Response.json(options, { headers: { 'Cache-Control': 'no-store' } })
  },
}

const manageShape = z.object({
  token: z.string().max(100),
  action: z.enum(['cancel', 'move']),
  start: z.string().max(40).optional(),
})

type ManageOutcome =
  | { status: 'limited'; retryAfterSeconds: number }
  | { status: 'unreadable' }
  | (Awaited<ReturnType<typeof cancelBooking | typeof moveBooking>> & { token: string })

/**
 * POST /api/bookings/manage {token, action: cancel|move, start}: what the booking's page does
 * by its mailed link. JSON answers {ok:true, status, booking}, 409 {error, next} for a slot
 * taken meanwhile, 404 for a bad link, 429 when the client or the booking's address (its
 * booking mails for the day) has reached its limit; a form post goes back to the booking's page
 * (or the result page).
 */
const manageEndpoint = formEndpoint({
  path: '/manage',
  form: 'booking',
  words,
  submit: async ({ req, body, key }): Promise<ManageOutcome> => {
    const limited = await consume(bookingManageLimit, key)
    if (!limited.ok) return { status: 'limited', retryAfterSeconds: limited.retryAfterSeconds }
    const parsed = manageShape.safeParse(body)
    if (!parsed.success) return { status: 'unreadable' }
    const { token, action, start } = parsed.data
    const result =
      action === 'cancel'
        ? await cancelBooking(req.payload, token)
        : await moveBooking(req.payload, token, start)
    return { ...result, token }
  },
  page: (result, { locale }) => {
    switch (result.status) {
      case 'unreadable':
        return seeResultPage(locale, 'booking', { status: 'invalid' })
      case 'cancelled':
      case 'moved':
        return managePage(locale, result.token, { done: result.status })
      case 'taken':
        return managePage(locale, result.token, { taken: '1', day: result.next[0]?.day ?? '' })
      case 'closed':
        return managePage(locale, result.token, { closed: '1' })
      case 'invalid':
        return managePage(locale, result.token, { invalid: '1' })
      default:
        return undefined
    }
  },
  json: (result, { locale }) => {
    switch (result.status) {
      case 'cancelled':
      case 'moved':
        return Response.json({ ok: true, status: result.status, booking: result.booking })
      case 'taken':
        return refusal(locale, 'taken', 409, { next: result.next })
      case 'closed':
        return refusal(locale, 'closed', 409)
      case 'unreadable':
        return refusal(locale, 'action', 400)
      case 'link-invalid':
        return refusal(locale, 'linkInvalid', 404)
      case 'mail-limited':
        return mailLimitedAnswer(locale, result.retryAfterSeconds)
      case 'error':
        return refusal(locale, 'error', 503)
    }
  },
})

/** The site's routes under /api/bookings, on the bookings collection. */
export const bookingEndpoints: Endpoint[] = [bookEndpoint, slotsEndpoint, manageEndpoint]
