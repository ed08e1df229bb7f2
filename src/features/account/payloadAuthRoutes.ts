import { normaliseEmail } from '@/forms/email'
import { translator } from '@/i18n/translator'
import { mediaType } from '@/server/http/body'
import type { GuardedWrite, GuardExtension } from '@/server/http/guardApi'
import { consume } from '@/server/rateLimit'

import { answerTime, loginLimit, requestPasswordReset, withSignInDelay } from './service'
import type { SignInOutcome } from './signInDelay'
import { atLeast } from './timing'

type Route = GuardedWrite

/** Payload's error shape, which /admin's forms show. */
const payloadError = (status: number, message: string, headers?: HeadersInit) =>
  Response.json({ errors: [{ message }] }, { status, headers })

/** The 429 answer in Payload's shape, with Retry-After. */
function tooMany(locale: Route['locale'], seconds: number): Response {
  const message = translator(locale, 'Account')('tooMany', { minutes: Math.ceil(seconds / 60) })
  return payloadError(429, message, { 'Retry-After': String(seconds) })
}

/** `response` with one more cookie set. */
function withCookie(response: Response, cookie: string): Response {
  const headers = new Headers(response.headers)
  headers.append('Set-Cookie', cookie)
  return new Response(response.body, { status: response.status, headers })
}

/** The fields of a Payload form post: JSON, or /admin's multipart `_payload`, or a form. */
async function payloadData(request: Request): Promise<Record<string, unknown>> {
  const type = mediaType(request)
  try {
    if (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') {
      const form = await request.clone().formData()
      const raw = form.get('_payload')
      if (typeof raw === 'string') return JSON.parse(raw) as Record<string, unknown>
      return Object.fromEntries(
        [...form.entries()].filter(([, value]) => typeof value === 'string'),
      )
    }
    return (await request.clone().json()) as Record<string, unknown>
  } catch {
    return {}
  }
}

/**
 * POST /api/users/login, /admin's sign-in: the same allowance per address and the same
 * sign-in delay as the site's own sign-in (one shared count, ./signInDelay.ts), and the same
 * answer in the same time for a wrong password and an unknown address.
 */
async function guardedLogin({ request, payload, locale, key, run }: Route): Promise<Response> {
  const t = translator(locale, 'Account')
  const limited = await consume(loginLimit, key)
  if (!limited.ok) return tooMany(locale, limited.retryAfterSeconds)
  const answer = (response: Response) =>
    response.status === 401 ? payloadError(401, t('invalidCredentials')) : response
  const data = await payloadData(request)
  const email = typeof data.email === 'string' ? normaliseEmail(data.email) : ''
  // Without an e-mail and a password Payload refuses before it checks anything.
  if (!email || typeof data.password !== 'string' || !data.password) {
    return atLeast(answerTime, async () => answer(await run()))
  }
  const cookies = request.headers.get('cookie')
  const signIn = await withSignInDelay(payload, email, { key, cookies, locale }, async () => {
    const response = await run()
    const outcome: SignInOutcome = response.ok
      ? 'success'
      : response.status === 401
        ? 'failure'
        : 'other'
    return { outcome, value: answer(response) }
  })
  if (signIn.held) return tooMany(locale, signIn.retryAfterSeconds)
  return signIn.deviceCookie ? withCookie(signIn.value, signIn.deviceCookie) : signIn.value
}

/**
 * POST /api/users/forgot-password, /admin's "forgot password": the site's own recovery, with its
 * limits (per address and 3 mails a day to one account) and its absolute link to the site's
 * reset page, instead of Payload's unlimited mail with a relative link.
 */
async function siteRecovery({ request, payload, locale, key }: Route): Promise<Response> {
  const t = translator(locale, 'Account')
  const result = await requestPasswordReset(payload, locale, await payloadData(request), key)
  switch (result.status) {
    case 'sent':
      return Response.json({ message: t('forgotSent') })
    case 'limited':
      return tooMany(locale, result.retryAfterSeconds)
    case 'invalid':
      return payloadError(400, t(`problem.${result.errors.email ?? 'email'}` as 'problem.email'))
  }
}

/** The answer of one of Payload's account routes that the site guards, or null for the rest. */
export function payloadAuthRoute(route: Route): Promise<Response> | null {
  if (route.request.method !== 'POST') return null
  if (route.path === '/api/users/login') return guardedLogin(route)
  if (route.path === '/api/users/forgot-password') return siteRecovery(route)
  return null
}

/**
 * Routes that would hand the session token to any script of the page that asks: sign-in, the
 * first account's sign-up, a password reset (each signs in and sets the cookie), /me and
 * refresh-token.
 */
const tokenRoutes = new Set([
  '/api/users/login',
  '/api/users/first-register',
  '/api/users/reset-password',
  '/api/users/me',
  '/api/users/refresh-token',
])

/**
 * The answer without the session token: the cookie is HttpOnly so that scripts cannot read it,
 * and these routes would otherwise hand it to any script on the page.
 */
export async function withoutSessionToken(path: string, response: Response): Promise<Response> {
  const json = (response.headers.get('content-type') ?? '').includes('json')
  if (!tokenRoutes.has(path) || !json) return response
  const body = (await response.json()) as Record<string, unknown>
  delete body.token
  delete body.refreshedToken
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify(body), { status: response.status, headers })
}

/** The account's part of the API guard (src/server/http/guardApi.ts). */
export const accountGuard: GuardExtension = { answer: payloadAuthRoute, trim: withoutSessionToken }
