import { generatePayloadCookie, type Endpoint, type PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { localizedPath } from '@/seo/alternates'
import { formEndpoint, minutesOf } from '@/server/http/formEndpoint'
import { incoming, seeResultPage } from '@/server/http/request'
import { consume } from '@/server/rateLimit'

import {
  confirmEmail,
  confirmNewEmail,
  linkLimit,
  logIn,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  signUp,
  unlockSignIn,
} from './service'

/** A cookie scripts may read: it only says "a session exists", so pages can stay static. */
export const signedInCookie = 'signed-in'

const words = {
  limited: (locale: Locale, seconds: number) =>
    translator(locale, 'Account')('tooMany', { minutes: minutesOf(seconds) }),
  problem: (locale: Locale, problem: string) =>
    translator(locale, 'Account')(`problem.${problem}` as 'problem.required'),
}

/** The session's cookies after a sign-in: Payload's token, the script-readable flag, the device. */
function sessionHeaders(req: PayloadRequest, token: string, deviceCookie?: string | null) {
  const auth = req.payload.collections.users.config.auth
  const headers = new Headers()
  headers.append(
    'Set-Cookie',
    generatePayloadCookie({
      collectionAuthConfig: auth,
      cookiePrefix: req.payload.config.cookiePrefix,
      token,
    }),
  )
  const secure = auth.cookies.secure ? '; Secure' : ''
  headers.append(
    'Set-Cookie',
    `${signedInCookie}=1; Path=/; Max-Age=${auth.tokenExpiration}; SameSite=Lax${secure}`,
  )
  if (deviceCookie) headers.append('Set-Cookie', deviceCookie)
  return headers
}

/** POST /api/account/login {email, password} → {ok, user} and the session cookie. */
const login = formEndpoint({
  path: '/account/login',
  form: 'account',
  words,
  submit: ({ req, request, locale, body, key }) =>
    logIn(req.payload, body, key, { cookies: request.headers.get('cookie'), locale }),
  page: (result, { req, locale }) => {
    if (result.status !== 'ok') return undefined
    const headers = sessionHeaders(req, result.token, result.deviceCookie)
    headers.set('Location', localizedPath(locale, '/'))
    return new Response(null, { status: 303, headers })
  },
  json: (result, { req, locale }) => {
    const t = translator(locale, 'Account')
    switch (result.status) {
      case 'ok': {
        const headers = sessionHeaders(req, result.token, result.deviceCookie)
        return Response.json({ ok: true, user: result.user }, { headers })
      }
      case 'unverified':
        return Response.json({ error: t('unverified'), unverified: true }, { status: 403 })
      case 'refused':
        return Response.json({ error: t('invalidCredentials') }, { status: 401 })
    }
  },
})

/** POST /api/account/signup {fullName, email, password} → 201 {ok}; a confirmation link is mailed. */
const signup = formEndpoint({
  path: '/account/signup',
  form: 'account',
  words,
  submit: ({ req, locale, body, key }) => signUp(req.payload, locale, body, key),
  json: (result, { locale }) => {
    const t = translator(locale, 'Account')
    switch (result.status) {
      case 'created':
        return Response.json({ ok: true }, { status: 201 })
      case 'unavailable':
        return Response.json({ error: t('error') }, { status: 503 })
      case 'exists':
        return Response.json(
          { error: t('alreadyRegistered'), errors: { email: t('alreadyRegistered') } },
          { status: 409 },
        )
    }
  },
})

/** POST /api/account/resend and /api/account/forgot {email} → {ok} whether or not it exists. */
const recovery = (path: 'resend' | 'forgot', run: typeof resendConfirmation) =>
  formEndpoint({
    path: `/account/${path}`,
    form: 'account',
    words,
    submit: ({ req, locale, body, key }) => run(req.payload, locale, body, key),
    page: (result, { locale }) =>
      result.status === 'sent'
        ? seeResultPage(locale, 'account', { status: `${path}-sent` })
        : undefined,
    json: () => Response.json({ ok: true }),
  })

/** POST /api/account/reset {token, password} → {ok}; the token comes from the reset mail. */
const reset = formEndpoint({
  path: '/account/reset',
  form: 'account',
  words,
  submit: async ({ req, body, key }) => {
    const limited = await consume(linkLimit, key)
    if (!limited.ok) {
      return { status: 'limited' as const, retryAfterSeconds: limited.retryAfterSeconds }
    }
    return resetPassword(req.payload, body)
  },
  page: (result, { locale }) =>
    result.status === 'done'
      ? seeResultPage(locale, 'account', { status: 'reset-done' })
      : undefined,
  json: (result, { locale }) =>
    result.status === 'done'
      ? Response.json({ ok: true })
      : Response.json({ error: translator(locale, 'Account')('linkInvalid') }, { status: 400 }),
})

/**
 * A link from an account mail, opened in the browser: `check` reads its token, and the visitor
 * lands on the result page in the link's language. Limited like every public request.
 */
const linkEndpoint = (
  path: string,
  check: (payload: PayloadRequest['payload'], token: string | null) => Promise<boolean>,
  done: string,
): Endpoint => ({
  path: `/account/${path}`,
  method: 'get',
  handler: async (req) => {
    const { locale, key } = incoming(req)
    const limited = await consume(linkLimit, key)
    if (!limited.ok) return seeResultPage(locale, 'account', { status: 'limited' })
    const token = new URL(req.url ?? '/', 'http://localhost').searchParams.get('token')
    const ok = await check(req.payload, token)
    return seeResultPage(locale, 'account', { status: ok ? done : 'link-invalid' })
  },
})

/** GET /api/account/verify?token=…&locale=…: the sign-up's confirmation link. */
const verify = linkEndpoint('verify', confirmEmail, 'confirmed')

/** GET /api/account/confirm-email?token=…&locale=…: the link that confirms a new address. */
const confirmEmailChange = linkEndpoint('confirm-email', confirmNewEmail, 'email-changed')

/**
 * GET /api/account/unlock?token=…&locale=…: the link mailed when an account's sign-in wait
 * begins. Once, within the hour: clears the wait and remembers the browser as the owner's.
 */
const unlock: Endpoint = {
  path: '/account/unlock',
  method: 'get',
  handler: async (req) => {
    const { request, locale, key } = incoming(req)
    const limited = await consume(linkLimit, key)
    if (!limited.ok) return seeResultPage(locale, 'account', { status: 'limited' })
    const token = new URL(req.url ?? '/', 'http://localhost').searchParams.get('token')
    const cookie = await unlockSignIn(req.payload, token, request.headers.get('cookie'))
    const answer = seeResultPage(locale, 'account', {
      status: cookie ? 'unlocked' : 'link-invalid',
    })
    if (cookie) answer.headers.append('Set-Cookie', cookie)
    return answer
  },
}

export const accountEndpoints: Endpoint[] = [
  login,
  signup,
  recovery('resend', resendConfirmation),
  recovery('forgot', requestPasswordReset),
  reset,
  verify,
  confirmEmailChange,
  unlock,
]
