import { translator } from '@/i18n/translator'
import { asAttachment, uploadFileName } from '@/server/http/attachment'
import { formEndpoint, minutesOf } from '@/server/http/formEndpoint'
import type { GuardExtension } from '@/server/http/guardApi'
import { seeResultPage } from '@/server/http/request'

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
export const downloadRequestEndpoint = formEndpoint({
  path: '/resources/request',
  form: 'download',
  words: {
    limited: (locale, seconds) =>
      translator(locale, 'Downloads')('tooMany', { minutes: minutesOf(seconds) }),
    problem: (locale, problem) =>
      translator(locale, 'Downloads')(`problem.${problem}` as 'problem.required'),
  },
  submit: ({ req, locale, body, key }) => requestDownload(req.payload, locale, body, key),
  page: (result, { locale }) =>
    result.status === 'granted'
      ? seeResultPage(locale, 'download', result, {
          download: String(result.download),
          grant: result.grant,
          ...(result.newsletter ? { newsletter: 'pending' } : {}),
        })
      : undefined,
  json: (result, { locale }) => {
    const t = translator(locale, 'Downloads')
    switch (result.status) {
      case 'granted':
        return Response.json({ ok: true, url: result.url, newsletter: result.newsletter })
      case 'unavailable':
        return Response.json({ error: t('unavailable') }, { status: 404 })
      case 'error':
        return Response.json({ error: t('failure') }, { status: 503 })
    }
  },
})
