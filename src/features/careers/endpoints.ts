import { parseContentId } from '@/lib/contentId'
import { translator } from '@/i18n/translator'
import type { Locale } from '@/i18n/locales'
import { asAttachment, uploadFileName } from '@/server/http/attachment'
import { readMultipart } from '@/server/http/body'
import { formEndpoint, minutesOf } from '@/server/http/formEndpoint'
import type { BodyAllowance, GuardExtension } from '@/server/http/guardApi'
import { invalidInput, isFormPost, seeResultPage } from '@/server/http/request'
import { applicationBodyBytes, maxCvBytes } from '@/forms/limits'

import { submitApplication } from './service'

const applyPath = '/careers/apply'
const megabytes = maxCvBytes / 1024 / 1024

/** The message of a refused field, in the visitor's language (namespace Careers). */
const problemMessage = (locale: Locale) => (problem: string) =>
  translator(locale, 'Careers')(`problem.${problem}` as 'problem.required', { megabytes })

/**
 * The application route's body allowance: a CV of 5 MB and the form's fields. A body over it
 * is refused before it is read whole, as a CV that is too large: a page for a browser without
 * JavaScript, JSON otherwise.
 */
const applicationAllowance: BodyAllowance = {
  bytes: applicationBodyBytes,
  refuse: (request, locale) => {
    const result = { status: 'invalid', errors: { cv: 'cvTooLarge' } }
    if (isFormPost(request)) return seeResultPage(locale, 'application', result)
    return invalidInput(result.errors, problemMessage(locale), undefined, 413)
  },
}

/**
 * What the careers feature adds to the API guard: the larger body of its upload route, and
 * CVs that leave (to editors) as named downloads, never shown in the site's origin.
 */
export const careersGuard: GuardExtension = {
  bodyLimit: (path) => (path === `/api${applyPath}` ? applicationAllowance : null),
  trim: async (path, response) => {
    const name = uploadFileName(path, 'application-files')
    return name ? asAttachment(response, name) : response
  },
}

/**
 * POST /api/careers/apply (multipart: job, firstName, lastName, email, message, cv) → {ok:true}
 * once the application and its CV are stored. JSON for the form's script; a form post from a
 * browser without JavaScript is answered with a redirect to the result page.
 */
export const applicationEndpoint = formEndpoint({
  path: applyPath,
  form: 'application',
  read: async (request) => {
    const body = await readMultipart(request)
    return body.ok ? { ok: true, value: body } : body
  },
  words: {
    limited: (locale, seconds) =>
      translator(locale, 'Careers')('tooMany', { minutes: minutesOf(seconds) }),
    problem: (locale, problem) => problemMessage(locale)(problem),
  },
  submit: async ({ req, locale, body, key }) => {
    const cv = body.files.cv
    const jobId = parseContentId(body.fields.job ?? '')
    const application = {
      fields: body.fields,
      jobId,
      cv: cv ? { name: cv.name, bytes: new Uint8Array(await cv.arrayBuffer()) } : null,
    }
    return submitApplication(req.payload, locale, application, key)
  },
  page: (result, { locale, body }) => {
    const jobId = parseContentId(body.fields.job ?? '')
    return seeResultPage(locale, 'application', result, jobId ? { job: String(jobId) } : {})
  },
  json: (result, { locale }) => {
    const t = translator(locale, 'Careers')
    switch (result.status) {
      case 'stored':
        return Response.json({ ok: true })
      case 'closed':
        return Response.json({ error: t('closed') }, { status: 409 })
      case 'error':
        return Response.json({ error: t('failure') }, { status: 503 })
    }
  },
})
