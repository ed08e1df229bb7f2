import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import type { Locale } from '@/i18n/locales'
import { requestLocale, translator } from '@/i18n/translator'
import type { User } from '@/payload-types'
import { localizedPath } from '@/seo/alternates'
import { formEndpoint, minutesOf } from '@/server/http/formEndpoint'
import { incoming, seeResultPage } from '@/server/http/request'
import { consume } from '@/server/rateLimit'

import {
  alertByToken,
  alertManageLimit,
  confirmAlert,
  manageAlert,
  markNotRelevant,
  memberAlert,
  subscribeAlert,
  type ManageAction,
  type ManageResult,
} from './service'

const see = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location } })

const tokenOf = (url: string | undefined) =>
  new URL(url ?? '/', 'http://localhost').searchParams.get('token')

/** The signed-in member of a request (Payload read the session cookie), or null. */
const memberOf = (req: PayloadRequest) =>
  req.user && req.user.collection === 'users' ? (req.user as unknown as User) : null

const words = {
  limited: (locale: Locale, seconds: number) =>
    translator(locale, 'Alerts')('result.tooMany', { minutes: minutesOf(seconds) }),
  problem: (locale: Locale, problem: string) =>
    translator(locale, 'Alerts')(`problem.${problem}` as 'problem.invalid'),
}

const linkInvalid = (locale: Locale) =>
  Response.json({ error: translator(locale, 'Alerts')('result.linkInvalid') }, { status: 404 })

/** The refusal of a change through an alert's links once the address has made too many. */
async function manageLimited(key: string) {
  const limited = await consume(alertManageLimit, key)
  return limited.ok
    ? null
    : { status: 'limited' as const, retryAfterSeconds: limited.retryAfterSeconds }
}

/**
 * POST /api/alerts {email, code, moreCodes, version, county, size, programme, minAmount,
 * frequency, language, call} → {ok:true, status:'pending'} once the confirmation mail is queued
 * ('active' for a signed-in member's own address); a form post goes to the result page.
 */
export const alertSubscribeEndpoint = formEndpoint({
  path: '/',
  form: 'alerts',
  words,
  submit: ({ req, locale, body, key }) =>
    subscribeAlert(req.payload, locale, body, key, memberOf(req)),
  json: (result, { locale }) =>
    result.status === 'error'
      ? Response.json({ error: translator(locale, 'Alerts')('result.error') }, { status: 503 })
      : Response.json({ ok: true, status: result.status }),
})

/** GET /api/alerts/confirm?token=… (the opt-in link) → the result page in the alert's language. */
export const alertConfirmEndpoint: Endpoint = {
  path: '/confirm',
  method: 'get',
  handler: async (req) => {
    const alert = await confirmAlert(req.payload, tokenOf(req.url))
    const locale = alert ? alert.locale : requestLocale(req.url, req.headers)
    return seeResultPage(locale, 'alerts', { status: alert ? 'confirmed' : 'link-invalid' })
  },
}

const manageShape = z.object({
  token: z.string().max(100).optional(),
  id: z.union([z.string().max(12), z.number()]).optional(),
  action: z.enum(['update', 'pause', 'resume', 'delete']),
})

type ManageOutcome =
  | { status: 'limited'; retryAfterSeconds: number }
  | { status: 'unreadable' }
  | { status: 'link-invalid' }
  | (ManageResult & { token: string | undefined })

/**
 * POST /api/alerts/manage {token | id, action: update|pause|resume|delete, …filters}: what the
 * manage page does, by a mail's signed token, or by id for the signed-in member who owns the
 * alert. JSON answers {ok:true, status}; a form post goes back to the page it came from.
 */
export const alertManageEndpoint = formEndpoint({
  path: '/manage',
  form: 'alerts',
  words,
  submit: async ({ req, body, key }): Promise<ManageOutcome> => {
    const limited = await manageLimited(key)
    if (limited) return limited
    const parsed = manageShape.safeParse(body)
    if (!parsed.success) return { status: 'unreadable' }
    const member = memberOf(req)
    const { token, id, action } = parsed.data
    const alert =
      token !== undefined
        ? await alertByToken(req.payload, token)
        : member && id !== undefined && /^\d{1,10}$/.test(String(id))
          ? await memberAlert(req.payload, member, Number(id))
          : null
    if (!alert) return { status: 'link-invalid' }
    const result = await manageAlert(req.payload, alert, action as ManageAction, body)
    return { ...result, token }
  },
  page: (result, { locale }) => {
    switch (result.status) {
      case 'limited':
      case 'link-invalid':
        return undefined
      case 'unreadable':
        return seeResultPage(locale, 'alerts', { status: 'invalid' })
      case 'deleted':
        return seeResultPage(result.locale, 'alerts', result)
    }
    const params = new URLSearchParams({ status: result.status })
    if (result.status === 'invalid') params.set('problems', Object.values(result.errors).join(','))
    if (result.token === undefined) {
      return see(`${localizedPath(result.locale, '/account/alerts')}?${params}`)
    }
    params.set('token', result.token)
    return see(`${localizedPath(result.locale, '/alerts/manage')}?${params}`)
  },
  json: (result, { locale }) => {
    switch (result.status) {
      case 'unreadable':
        return Response.json(
          { error: translator(locale, 'Alerts')('problem.action') },
          { status: 400 },
        )
      case 'link-invalid':
        return linkInvalid(locale)
      default:
        return Response.json({ ok: true, status: result.status })
    }
  },
})

/**
 * /api/alerts/unsubscribe?token=…, the address of every mail's List-Unsubscribe header. POST is
 * RFC 8058's one-click unsubscribe from the mail client: the alert and its history are deleted.
 * GET (a person following the link, or a mail scanner fetching it) changes nothing and shows
 * the manage page, where deleting is one button.
 */
export const alertUnsubscribeEndpoints: Endpoint[] = [
  {
    path: '/unsubscribe',
    method: 'post',
    handler: async (req) => {
      const { key } = incoming(req)
      if (!(await consume(alertManageLimit, key)).ok) {
        return Response.json({ error: 'Too many requests.' }, { status: 429 })
      }
      const alert = await alertByToken(req.payload, tokenOf(req.url))
      if (!alert) return Response.json({ error: 'Unknown or expired link.' }, { status: 404 })
      await manageAlert(req.payload, alert, 'delete')
      return Response.json({ ok: true })
    },
  },
  {
    path: '/unsubscribe',
    method: 'get',
    handler: async (req) => {
      const token = tokenOf(req.url)
      const alert = await alertByToken(req.payload, token)
      if (!alert) {
        return seeResultPage(requestLocale(req.url, req.headers), 'alerts', {
          status: 'link-invalid',
        })
      }
      const params = new URLSearchParams({ token: token!, leave: '1' })
      return see(`${localizedPath(alert.locale, '/alerts/manage')}?${params}#delete`)
    },
  },
]

const notRelevantShape = z.object({
  token: z.string().max(100),
  call: z.union([z.string().regex(/^\d{1,10}$/), z.number().int().positive()]),
})

/**
 * POST /api/alerts/not-relevant {token, call}: the call is not relevant to this alert. Recorded;
 * the call is mailed to this alert no more, and editors see the count per call.
 */
export const alertNotRelevantEndpoint = formEndpoint({
  path: '/not-relevant',
  form: 'alerts',
  words,
  submit: async ({ req, body, key }) => {
    const limited = await manageLimited(key)
    if (limited) return limited
    const parsed = notRelevantShape.safeParse(body)
    const alert = parsed.success ? await alertByToken(req.payload, parsed.data.token) : null
    const marked = alert && (await markNotRelevant(req.payload, alert, Number(parsed.data!.call)))
    return marked
      ? { status: 'not-relevant' as const, locale: alert.locale }
      : { status: 'link-invalid' as const }
  },
  page: (result) =>
    result.status === 'not-relevant'
      ? seeResultPage(result.locale, 'alerts', { status: 'not-relevant' })
      : undefined,
  json: (result, { locale }) =>
    result.status === 'not-relevant' ? Response.json({ ok: true }) : linkInvalid(locale),
})

export const alertEndpoints: Endpoint[] = [
  alertSubscribeEndpoint,
  alertConfirmEndpoint,
  alertManageEndpoint,
  ...alertUnsubscribeEndpoints,
  alertNotRelevantEndpoint,
]
