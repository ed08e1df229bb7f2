import type { Endpoint } from 'payload'

import { translator } from '@/i18n/translator'
import {
  bodyOrRefusal,
  incoming,
  invalidInput,
  isFormPost,
  seeResultPage,
} from '@/server/http/request'
import { tooManyRequests } from '@/server/rateLimit'

import { submitContact } from './service'

/**
 * POST /api/contact {firstName, lastName, email, company?, message} → {ok:true} once the
 * enquiry is stored. JSON for the site's script and API clients; a
 * plain form post (no JavaScript) is answered with a redirect to the result page.
 */
export const contactEndpoint: Endpoint = {
  path: '/contact',
  method: 'post',
  handler: async (req) => {
    const { request, locale, key } = incoming(req)
    const t = translator(locale, 'Contact')
    const body = await bodyOrRefusal(request, locale, 'contact')
    if (!body.ok) return body.response
    const result = await submitContact(req.payload, locale, body.value, key)
    if (isFormPost(request)) return seeResultPage(locale, 'contact', result)
    switch (result.status) {
      case 'stored':
        return Response.json({ ok: true })
      case 'limited':
        return tooManyRequests(
          result.retryAfterSeconds,
          t('tooMany', { minutes: Math.ceil(result.retryAfterSeconds / 60) }),
        )
      case 'invalid':
        return invalidInput(result.errors, (problem) =>
          t(`problem.${problem}` as 'problem.required'),
        )
      case 'error':
        return Response.json({ error: t('failure') }, { status: 503 })
    }
  },
}
