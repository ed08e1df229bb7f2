import type { PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'
import { requestLocale } from '@/i18n/translator'
import { localizedPath } from '@/seo/alternates'
import { clientAddress } from '@/server/rateLimit'

import { mediaType } from './body'

/** What every public endpoint reads first: the web request, its language and the rate-limit key. */
export function incoming(req: PayloadRequest) {
  return {
    request: req as unknown as Request,
    locale: requestLocale(req.url, req.headers),
    key: clientAddress(req.headers),
  }
}

/**
 * True when a browser without JavaScript posted the form (it then wants a page, not JSON): a
 * plain form post, or a form with a file that the browser sent as a page navigation.
 */
export function isFormPost(request: Request): boolean {
  const type = mediaType(request)
  if (type === 'application/x-www-form-urlencoded') return true
  return (
    type === 'multipart/form-data' &&
    (request.headers.get('sec-fetch-mode') === 'navigate' ||
      (request.headers.get('accept') ?? '').includes('text/html'))
  )
}

/**
 * 303 to the page that tells a visitor without JavaScript how their form post went
 * (`/forms/{form}?status=…&problems=…` in their language).
 */
export function seeResultPage(
  locale: Locale,
  form: string,
  result: { status: string; errors?: Record<string, string | undefined> },
  extra: Record<string, string> = {},
): Response {
  const params: Record<string, string> = { status: result.status, ...extra }
  if (result.errors) params.problems = Object.values(result.errors).join(',')
  return new Response(null, {
    status: 303,
    headers: {
      Location: `${localizedPath(locale, `/forms/${form}`)}?${new URLSearchParams(params)}`,
    },
  })
}

/**
 * The 400 answer (or `status`): each refused field's message, and one for the form (the
 * required-fields message when a field is missing, else the first field's, unless `summary`
 * is given).
 */
export function invalidInput(
  problems: Record<string, string | undefined>,
  message: (problem: string) => string,
  summary?: string,
  status = 400,
): Response {
  const entries = Object.entries(problems).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  )
  const errors = Object.fromEntries(entries.map(([field, problem]) => [field, message(problem)]))
  const missing = entries.some(([, problem]) => problem === 'required')
  const error = summary ?? (missing ? message('required') : Object.values(errors)[0])
  return Response.json({ error, errors }, { status })
}
