import type { Endpoint } from 'payload'

import { translator } from '@/i18n/translator'
import { asAttachment, uploadFileName } from '@/server/http/attachment'
import type { GuardExtension } from '@/server/http/guardApi'
import {
  bodyOrRefusal,
  incoming,
  invalidInput,
  isFormPost,
  seeResultPage,
} from '@/server/http/request'
import { tooManyRequests } from '@/server/rateLimit'

import { requestDownload } from './service'

/** What the resources feature adds to the API guard: its files leave as named downloads. */
export const resourcesGuard: GuardExtension = {
  trim: async (path, response) => {
    const name = uploadFileName(path, 'downloads')
    return name ? asAttachment(response, name) : response
  },
}

/**
 * POST /api/resources/request {download, firstName, email, newsletter?} → {ok:true, url,
 * newsletter} once the request is stored as a lead: `url` opens the gated file for a week. JSON
 * for the page's script; a form post from a browser without JavaScript is answered with a
 * redirect to the result page, which holds the link.
 */
export const downloadRequestEndpoint: Endpoint = {
  path: '/resources/request',
  method: 'post',
  handler: async (req) => {
    const { request, locale, key } = incoming(req)
    const t = translator(locale, 'Downloads')
    const body = await bodyOrRefusal(request, locale, 'download')
    if (!body.ok) return body.response
    const result = await requestDownload(req.payload, locale, body.value, key)
    if (isFormPost(request)) {
      if (result.status !== 'granted') return seeResultPage(locale, 'download', result)
      return seeResultPage(locale, 'download', result, {
        download: String(result.download),
        grant: result.grant,
        ...(result.newsletter ? { newsletter: 'pending' } : {}),
      })
    }
    switch (result.status) {
      case 'granted':
        return Response.json({ ok: true, url: result.url, newsletter: result.newsletter })
      case 'limited':
        return tooManyRequests(
          result.retryAfterSeconds,
          t('tooMany', { minutes: Math.ceil(result.retryAfterSeconds / 60) }),
        )
      case 'invalid':
        return invalidInput(result.errors, (problem) =>
          t(`problem.${problem}` as 'problem.required'),
        )
      case 'unavailable':
        return Response.json({ error: t('unavailable') }, { status: 404 })
      case 'error':
        return Response.json({ error: t('failure') }, { status: 503 })
    }
  },
}
