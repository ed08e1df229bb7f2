import { executeAuthStrategies, type Payload } from 'payload'

import { isStaff as isStaffUser } from '@/access/roles'
import { maxFormBodyBytes } from '@/forms/limits'
import type { Locale } from '@/i18n/locales'
import { requestLocale, translator } from '@/i18n/translator'
import { getEnv } from '@/server/env'
import { clientAddress, consume, tooManyRequests, type RateLimit } from '@/server/rateLimit'

import { isJson, mediaType, readLimited, unreadableBody } from './body'
import { isCrossSite } from './crossSite'
import { checkRestInput } from './restInput'

/** Payload's REST handler as Next.js's route file calls it (the second argument holds params). */
type Handler<C> = (request: Request, context: C) => Promise<Response>

/** A write that passed the guard, as a feature's own answer to one of Payload's routes sees it. */
export type GuardedWrite = {
  path: string
  request: Request
  payload: Payload
  locale: Locale
  key: string
  run: () => Promise<Response>
}

/** A larger body one route accepts from everyone (an upload), and how a body over it is refused. */
export type BodyAllowance = {
  bytes: number
  refuse: (request: Request, locale: Locale) => Response
}

/**
 * What a feature adds to the guard: its own answer to some of Payload's routes (null for the
 * others), a last look at every answer before it leaves, and larger bodies for its own routes.
 */
export type GuardExtension = {
  answer?: (write: GuardedWrite) => Promise<Response> | null
  trim?: (path: string, response: Response) => Promise<Response>
  bodyLimit?: (path: string) => BodyAllowance | null
}

/** Writes (POST, PUT, PATCH, DELETE) one address may send to the API per minute, staff aside. */
export const apiWriteLimit: RateLimit = { name: 'api-write', points: 120, durationSeconds: 60 }

/** Largest body an editor or admin may send (an image upload, a long article). */
export const staffBodyBytes = 20 * 1024 * 1024

/** Bodies the API reads: JSON, form posts, and the multipart uploads of /admin. */
const readableType = (type: string) =>
  isJson(type) || type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data'

/**
 * Routes Payload registers that nothing outside the server may use: the migrations list, and
 * the Open Graph image renderer the Next.js adapter adds (the site draws none, and it would let
 * anyone spend the server's CPU on images).
 */
const closed = [/^\/api\/payload-migrations(\/|$)/, /^\/api\/og(\/|$)/]

/** Payload's bookkeeping of /admin (document locks, preferences): staff only, whatever else. */
const staffOnly = [/^\/api\/payload-(locked-documents|preferences)(\/|$)/]

/** Payload's error shape, which /admin shows. */
const payloadError = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status })

const writes = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase())

/** True for a POST that Payload answers as a GET (its method-override headers, as it reads them). */
const readsAsGet = (request: Request) =>
  request.method.toUpperCase() === 'POST' &&
  (request.headers.get('x-payload-http-method-override') === 'GET' ||
    request.headers.get('x-http-method-override') === 'GET')

/** True for a signed-in editor, adviser or admin (session cookie or Authorization header). */
async function isStaff(payload: Payload, headers: Headers): Promise<boolean> {
  const cookie = headers.get('cookie') ?? ''
  if (!headers.get('authorization') && !cookie.includes(`${payload.config.cookiePrefix}-token=`)) {
    return false
  }
  const { user } = await executeAuthStrategies({ headers, payload })
  return isStaffUser(user)
}

/** A copy of `request` whose body is the bytes already read. */
function withBody(request: Request, bytes: Uint8Array<ArrayBuffer>): Request {
  const headers = new Headers(request.headers)
  headers.delete('transfer-encoding')
  headers.set('content-length', String(bytes.byteLength))
  return new Request(request.url, {
    method: request.method,
    headers,
    body: bytes.byteLength > 0 ? bytes : null,
  })
}

/**
 * Everything under /api passes here before Payload's REST handler, which answers both
 * Payload's own routes and the site's endpoints. Payload's routes have no rate limits, no
 * origin check and no body limit of their own, so this adds them once for every route, present
 * and future:
 * - closed routes (Payload's migrations list) answer 404;
 * - a write from another site's page answers 403 (CSRF; Payload's `csrf` list also keeps the
 *   session cookie from counting on such a request);
 * - a write must be JSON, a form post or multipart (415 otherwise), at most 64 KB (20 MB for
 *   editors and admins, and what a feature allows on its own upload route; 413 beyond, counted
 *   as the bytes arrive), and at most 120 a minute per address for everyone but staff (429);
 * - Payload's sign-in and password-reset routes go through the site's own limits
 *   (the account feature's extension), and no answer hands the session token to a script.
 */
export function guardApi<C>(
  handler: Handler<C>,
  getPayload: () => Promise<Payload>,
  extensions: GuardExtension[] = [],
): Handler<C> {
  const trim = async (path: string, response: Response) => {
    let answer = response
    for (const extension of extensions)
      if (extension.trim) answer = await extension.trim(path, answer)
    return answer
  }
  return async (request, context) => {
    const url = new URL(request.url)
    const path = url.pathname
    const locale = requestLocale(request.url, request.headers)
    if (closed.some((pattern) => pattern.test(path))) return payloadError(404, 'Not Found')
    const payload = await getPayload()
    // Payload reads a POST with this header as the GET it names (/admin's relationship fields).
    const readAs = readsAsGet(request) ? 'GET' : request.method
    const refusal = checkRestInput(payload.config, readAs, path, url.search)
    if (refusal) return payloadError(refusal.status, refusal.message)
    if (
      staffOnly.some((pattern) => pattern.test(path)) &&
      !(await isStaff(payload, request.headers))
    ) {
      return payloadError(403, translator(locale, 'Request')('forbidden'))
    }
    if (!writes(request.method)) return trim(path, await handler(request, context))
    if (isCrossSite(request.headers, getEnv().siteOrigins)) {
      const message = translator(locale, 'Request')('crossSite')
      return Response.json({ error: message, errors: [{ message }] }, { status: 403 })
    }
    const type = mediaType(request)
    if (type && !readableType(type)) return unreadableBody(locale, 'unsupportedType')
    const staff = await isStaff(payload, request.headers)
    const key = clientAddress(request.headers)
    if (!staff) {
      const limited = await consume(apiWriteLimit, key)
      if (!limited.ok) {
        const t = translator(locale, 'Request')
        const minutes = Math.ceil(limited.retryAfterSeconds / 60)
        return tooManyRequests(limited.retryAfterSeconds, t('tooMany', { minutes }))
      }
    }
    const allowance = staff
      ? null
      : (extensions.map((extension) => extension.bodyLimit?.(path)).find(Boolean) ?? null)
    const limit = staff ? staffBodyBytes : (allowance?.bytes ?? maxFormBodyBytes)
    let bytes: Uint8Array<ArrayBuffer> | null
    try {
      bytes = await readLimited(request, limit)
    } catch {
      return unreadableBody(locale, 'malformed')
    }
    if (!bytes) {
      return allowance
        ? allowance.refuse(request, locale)
        : unreadableBody(locale, 'tooLarge', limit)
    }
    const buffered = withBody(request, bytes)
    // A POST that asks to be read as a GET carries its query in the body.
    if (readAs === 'GET' && type === 'application/x-www-form-urlencoded') {
      const query = `?${new TextDecoder().decode(bytes)}`
      const overridden = checkRestInput(payload.config, 'GET', path, query)
      if (overridden) return payloadError(overridden.status, overridden.message)
    }
    const run = () => handler(buffered, context)
    const write = { path, request: buffered, payload, locale, key, run }
    for (const extension of extensions) {
      const answer = await extension.answer?.(write)
      if (answer) return trim(path, answer)
    }
    return trim(path, await run())
  }
}
