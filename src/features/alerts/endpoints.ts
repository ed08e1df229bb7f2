import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import type { Locale } from '@/i18n/locales'
import { requestLocale, translator } from '@/i18n/translator'
import type { User } from '@/payload-types'
import { localizedPath } from '@/seo/alternates'
import {
  bodyOrRefusal,
  incoming,
  invalidInput,
  isFormPost,
  seeResultPage,
} from '@/server/http/request'
import { consume, tooManyRequests } from '@/server/rateLimit'

import {
  alertByToken,
  alertManageLimit,
  confirmAlert,
  manageAlert,
  markNotRelevant,
  memberAlert,
  subscribeAlert,
  type ManageAction,
} from './service'

const see = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location } })

const tokenOf = (url: string | undefined) =>
  new URL(url ?? '/', 'http://localhost').searchParams.get('token')

/** The signed-in member of a request (Payload read the session cookie), or null. */
const memberOf = (req: PayloadRequest) =>
  req.user && req.user.collection === 'users' ? (req.user as unknown as User) : null

const problemText = (locale: Locale) => {
  const t = translator(locale, 'Alerts')
  return (problem: string) => t(`problem.${problem}` as 'problem.invalid')
}

/**
 * The refusal of a change through an alert's links once the address has made too many (429, or
 * the result page for a form post), or null while it may go on.
 */
async function manageLimited(locale: Locale, key: string, form: boolean) {
  const limited = await consume(alertManageLimit, key)
  if (limited.ok) return null
  if (form) return seeResultPage(locale, 'alerts', { status: 'limited' })
  const minutes = Math.ceil(limited.retryAfterSeconds / 60)
  return tooManyRequests(
    limited.retryAfterSeconds,
    translator(locale, 'Alerts')('result.tooMany', { minutes }),
  )
}

/**
 * POST /api/alerts {email, code, moreCodes, version, county, size, programme, minAmount,
 * frequency, language, call} → {ok:true, status:'pending'} once the confirmation mail is queued
 * ('active' for a signed-in member's own address); a form post goes to the result page.
 */
export const alertSubscribeEndpoint: Endpoint = {
  path: '/',
  method: 'post',
  handler: async (req) => {
    const { request, locale, key } = incoming(req)
    const t = translator(locale, 'Alerts')
    const body = await bodyOrRefusal(request, locale, 'alerts')
    if (!body.ok) return body.response
    const result = await subscribeAlert(req.payload, locale, body.value, key, memberOf(req))
    if (isFormPost(request)) return seeResultPage(locale, 'alerts', result)
    switch (result.status) {
      case 'pending':
      case 'active':
        return Response.json({ ok: true, status: result.status })
      case 'limited':
        return tooManyRequests(
          result.retryAfterSeconds,
          t('result.tooMany', { minutes: Math.ceil(result.retryAfterSeconds / 60) }),
        )
      case 'invalid':
        return invalidInput(result.errors, problemText(locale))
      case 'error':
        return Response.json({ error: t('result.error') }, { status: 503 })
    }
  },
}

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

/**
 * POST /api/alerts/manage {token | id, action: update|pause|resume|delete, …filters}: what the
 * manage page does, by a mail's signed token, or by id for the signed-in member who owns the
 * alert. JSON answers {ok:true, status}; a form post goes back to the page it came from.
 */
export const alertManageEndpoint: Endpoint = {
  path: '/manage',
  method: 'post',
  handler: async (req) => {
    const { request, locale, key } = incoming(req)
    const t = translator(locale, 'Alerts')
    const form = isFormPost(request)
    const body = await bodyOrRefusal(request, locale, 'alerts')
    if (!body.ok) return body.response
    const limited = await manageLimited(locale, key, form)
    if (limited) return limited
    const parsed = manageShape.safeParse(body.value)
    if (!parsed.success) {
      if (form) return seeResultPage(locale, 'alerts', { status: 'invalid' })
      return Response.json({ error: t('problem.action') }, { status: 400 })
    }
    const member = memberOf(req)
    const byToken = parsed.data.token !== undefined
    const alert = byToken
      ? await alertByToken(req.payload, parsed.data.token)
      : member && parsed.data.id !== undefined && /^\d{1,10}$/.test(String(parsed.data.id))
        ? await memberAlert(req.payload, member, Number(parsed.data.id))
        : null
    if (!alert) {
      if (form) return seeResultPage(locale, 'alerts', { status: 'link-invalid' })
      return Response.json({ error: t('result.linkInvalid') }, { status: 404 })
    }
    const result = await manageAlert(
      req.payload,
      alert,
      parsed.data.action as ManageAction,
      body.value,
    )
    if (!form) {
      return result.status === 'invalid'
        ? invalidInput(result.errors, problemText(locale))
        : Response.json({ ok: true, status: result.status })
    }
    if (result.status === 'deleted') return seeResultPage(result.locale, 'alerts', result)
    const params = new URLSearchParams({ status: result.status })
    if (result.status === 'invalid') params.set('problems', Object.values(result.errors).join(','))
    if (!byToken) return see(`${localizedPath(result.locale, '/account/alerts')}?${params}`)
    params.set('token', parsed.data.token!)
    return see(`${localizedPath(result.locale, '/alerts/manage')}?${params}`)
  },
}

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
export const alertNotRelevantEndpoint: Endpoint = {
  path: '/not-relevant',
  method: 'post',
  handler: async (req) => {
    const { request, locale, key } = incoming(req)
    const t = translator(locale, 'Alerts')
    const form = isFormPost(request)
    const body = await bodyOrRefusal(request, locale, 'alerts')
    if (!body.ok) return body.response
    const limited = await manageLimited(locale, key, form)
    if (limited) return limited
    const parsed = notRelevantShape.safeParse(body.value)
    const alert = parsed.success ? await alertByToken(req.payload, parsed.data.token) : null
    const marked = alert && (await markNotRelevant(req.payload, alert, Number(parsed.data!.call)))
    if (!marked) {
      if (form) return seeResultPage(locale, 'alerts', { status: 'link-invalid' })
      return Response.json({ error: t('result.linkInvalid') }, { status: 404 })
    }
    if (form) return seeResultPage(alert.locale, 'alerts', { status: 'not-relevant' })
    return Response.json({ ok: true })
  },
}

export const alertEndpoints: Endpoint[] = [
  alertSubscribeEndpoint,
  alertConfirmEndpoint,
  alertManageEndpoint,
  ...alertUnsubscribeEndpoints,
  alertNotRelevantEndpoint,
]
