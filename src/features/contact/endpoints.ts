import { translator } from '@/i18n/translator'
import { formEndpoint, minutesOf } from '@/server/http/formEndpoint'

import { submitContact } from './service'

/**
 * POST /api/contact {firstName, lastName, email, company?, message} → {ok:true} once the
 * enquiry is stored. JSON for the site's script and API clients; a
 * plain form post (no JavaScript) is answered with a redirect to the result page.
 */
export const contactEndpoint = formEndpoint({
  path: '/contact',
  form: 'contact',
  words: {
    limited: (locale, seconds) =>
      translator(locale, 'Contact')('tooMany', { minutes: minutesOf(seconds) }),
    problem: (locale, problem) =>
      translator(locale, 'Contact')(`problem.${problem}` as 'problem.required'),
  },
  submit: ({ req, locale, body, key }) => submitContact(req.payload, locale, body, key),
  json: (result, { locale }) =>
    result.status === 'stored'
      ? Response.json({ ok: true })
      : Response.json({ error: translator(locale, 'Contact')('failure') }, { status: 503 }),
})
