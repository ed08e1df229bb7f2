import type { Endpoint } from 'payload'
import { z } from 'zod'

import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { localizedPath } from '@/seo/alternates'
import {
  bodyOrRefusal,
  incoming,
  invalidInput,
  isFormPost,
  seeResultPage,
} from '@/server/http/request'
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

const problemText = (locale: Locale) => {
  const t = translator(locale, 'Booking')
  return (problem: string) => t(`problem.${problem}` as 'problem.required')
}

const limitedAnswer = (locale: Locale, retryAfterSeconds: number) =>
  tooManyRequests(
    retryAfterSeconds,
    translator(locale, 'Booking')('result.tooMany', {
      minutes: Math.ceil(retryAfterSeconds / 60),
    }),
  )

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
const bookEndpoint: Endpoint = {
  path: '/',
  method: 'post',
  handler: async (req) => {
    const { request, locale, key } = incoming(req)
    const t = translator(locale, 'Booking')
    const body = await bodyOrRefusal(request, locale, 'booking')
    if (!body.ok) return body.response
    const result = await bookConsultation(req.payload, locale, body.value, key)
    if (isFormPost(request)) {
      switch (result.status) {
        case 'booked':
          return managePage(locale, result.token, { done: 'booked' })
        case 'taken':
          return seeResultPage(
            locale,
            'booking',
            { status: 'taken' },
            {
              day: result.next[0]?.day ?? '',
            },
          )
        default:
          return seeResultPage(locale, 'booking', result)
      }
    }
    switch (result.status) {
      case 'booked':
        return Response.json({ ok: true, token: result.token, booking: result.booking })
      case 'taken':
        return Response.json({ error: t('result.taken'), next: result.next }, { status: 409 })
      case 'invalid':
        return invalidInput(result.errors, problemText(locale))
      case 'limited':
        return limitedAnswer(locale, result.retryAfterSeconds)
      case 'mail-limited':
        return mailLimitedAnswer(locale, result.retryAfterSeconds)
      case 'error':
        return Response.json({ error: t('result.error') }, { status: 503 })
    }
  },
}

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

/**
 * POST /api/bookings/manage {token, action: cancel|move, start}: what the booking's page does
 * by its mailed link. JSON answers {ok:true, status, booking}, 409 {error, next} for a slot
 * taken meanwhile, 404 for a bad link, 429 when the client or the booking's address (its
 * booking mails for the day) has reached its limit; a form post goes back to the booking's page
 * (or the result page).
 */
const manageEndpoint: Endpoint = {
  path: '/manage',
  method: 'post',
  handler: async (req) => {
    const { request, locale, key } = incoming(req)
    const t = translator(locale, 'Booking')
    const form = isFormPost(request)
    const body = await bodyOrRefusal(request, locale, 'booking')
    if (!body.ok) return body.response
    const limited = await consume(bookingManageLimit, key)
    if (!limited.ok) {
      if (form) return seeResultPage(locale, 'booking', { status: 'limited' })
      return limitedAnswer(locale, limited.retryAfterSeconds)
    }
    const parsed = manageShape.safeParse(body.value)
    if (!parsed.success) {
      if (form) return seeResultPage(locale, 'booking', { status: 'invalid' })
      return Response.json({ error: t('problem.action') }, { status: 400 })
    }
    const { token, action, start } = parsed.data
    const result =
      action === 'cancel'
        ? await cancelBooking(req.payload, token)
        : await moveBooking(req.payload, token, start)
    if (form) {
      switch (result.status) {
        case 'cancelled':
        case 'moved':
          return managePage(locale, token, { done: result.status })
        case 'taken':
          return managePage(locale, token, { taken: '1', day: result.next[0]?.day ?? '' })
        case 'closed':
          return managePage(locale, token, { closed: '1' })
        case 'invalid':
          return managePage(locale, token, { invalid: '1' })
        default:
          return seeResultPage(locale, 'booking', result)
      }
    }
    switch (result.status) {
      case 'cancelled':
      case 'moved':
        return Response.json({ ok: true, status: result.status, booking: result.booking })
      case 'taken':
        return Response.json({ error: t('result.taken'), next: result.next }, { status: 409 })
      case 'closed':
        return Response.json({ error: t('result.closed') }, { status: 409 })
      case 'invalid':
        return invalidInput(result.errors, problemText(locale))
      case 'link-invalid':
        return Response.json({ error: t('result.linkInvalid') }, { status: 404 })
      case 'mail-limited':
        return mailLimitedAnswer(locale, result.retryAfterSeconds)
      case 'error':
        return Response.json({ error: t('result.error') }, { status: 503 })
    }
  },
}

/** The site's routes under /api/bookings, on the bookings collection. */
export const bookingEndpoints: Endpoint[] = [bookEndpoint, slotsEndpoint, manageEndpoint]
