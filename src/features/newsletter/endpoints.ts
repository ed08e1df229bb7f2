import type { Endpoint } from 'payload'

import { requestLocale, translator } from '@/i18n/translator'
import { readBody } from '@/server/http/body'
import { formEndpoint, minutesOf } from '@/server/http/formEndpoint'
import { isFormPost, seeResultPage } from '@/server/http/request'

import { confirmSubscription, subscribe, subscriptionOf, unsubscribe } from './service'

/** POST /api/newsletter {email, name} → {ok:true} once the confirmation mail is queued. */
export const newsletterEndpoint = formEndpoint({
  path: '/newsletter',
  form: 'newsletter',
  words: {
    limited: (locale, seconds) =>
      translator(locale, 'Newsletter')('tooMany', { minutes: minutesOf(seconds) }),
    problem: (locale, problem) => translator(locale, 'Newsletter')(problem as 'invalid'),
    // A name with forbidden characters is told so; any other refusal asks for both fields.
    summary: (locale, errors) =>
      translator(locale, 'Newsletter')(errors.name === 'characters' ? 'characters' : 'invalid'),
  },
  submit: ({ req, locale, body, key }) => subscribe(req.payload, locale, body, key),
  json: (result, { locale }) =>
    result.status === 'pending'
      ? Response.json({ ok: true })
      : Response.json({ error: translator(locale, 'Newsletter')('error') }, { status: 503 }),
})

const tokenOf = (url: string | undefined) =>
  new URL(url ?? '/', 'http://localhost').searchParams.get('token')

/** GET /api/newsletter/confirm?token=… (the opt-in link) → the result page. */
export const newsletterConfirmEndpoint: Endpoint = {
  path: '/newsletter/confirm',
  method: 'get',
  handler: async (req) => {
    const result = await confirmSubscription(req.payload, tokenOf(req.url))
    const locale = result.status === 'done' ? result.locale : requestLocale(req.url, req.headers)
    return seeResultPage(locale, 'newsletter', {
      status: result.status === 'done' ? 'confirmed' : 'link-invalid',
    })
  },
}

/**
 * /api/newsletter/unsubscribe?token=…, the link in every mail and its List-Unsubscribe header.
 * POST unsubscribes: RFC 8058's one-click from the mail client (answered with JSON), or the
 * button of the page GET leads to (answered with the result page). GET (a person following the
 * link, or a mail scanner fetching it) changes nothing: it shows the page that asks first.
 */
export const newsletterUnsubscribeEndpoints: Endpoint[] = [
  {
    path: '/newsletter/unsubscribe',
    method: 'post',
    handler: async (req) => {
      const request = req as unknown as Request
      const result = await unsubscribe(req.payload, tokenOf(req.url))
      const body = await readBody(request)
      const oneClick =
        body.ok &&
        typeof body.value === 'object' &&
        body.value !== null &&
        (body.value as Record<string, unknown>)['List-Unsubscribe'] === 'One-Click'
      if (isFormPost(request) && !oneClick) {
        const locale =
          result.status === 'done' ? result.locale : requestLocale(req.url, req.headers)
        return seeResultPage(locale, 'newsletter', {
          status: result.status === 'done' ? 'unsubscribed' : 'link-invalid',
        })
      }
      return result.status === 'done'
        ? Response.json({ ok: true })
        : Response.json({ error: 'Unknown or expired link.' }, { status: 404 })
    },
  },
  {
    path: '/newsletter/unsubscribe',
    method: 'get',
    handler: async (req) => {
      const token = tokenOf(req.url)
      const result = await subscriptionOf(req.payload, token)
      if (result.status !== 'done') {
        return seeResultPage(requestLocale(req.url, req.headers), 'newsletter', {
          status: 'link-invalid',
        })
      }
      return seeResultPage(result.locale, 'newsletter', { status: 'leave' }, { token: token! })
    },
  },
]
