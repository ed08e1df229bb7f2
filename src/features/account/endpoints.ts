import { generatePayloadCookie, type Endpoint, type PayloadRequest } from 'payload'

import { translator } from '@/i18n/translator'
import { localizedPath } from '@/seo/alternates'
import {
  bodyOrRefusal,
  incoming,
  invalidInput,
  isFormPost,
  seeResultPage,
} from '@/server/http/request'
import { consume, tooManyRequests } from '@/server/rateLimit'

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

const problemMessage = (t: ReturnType<typeof translator<'Account'>>) => (problem: string) =>
  t(`problem.${problem}` as 'problem.required')

function context(req: PayloadRequest) {
  const fields = incoming(req)
  return { ...fields, t: translator(fields.locale, 'Account') }
}

const limitedAnswer = (t: ReturnType<typeof translator<'Account'>>, seconds: number) =>
  tooManyRequests(seconds, t('tooMany', { minutes: Math.ceil(seconds / 60) }))

/** POST /api/account/login {email, password} → {ok, user} and the session cookie. */
const login: Endpoint = {
  path: '/account/login',
  method: 'post',
  handler: async (req) => {
    const { request, locale, t, key } = context(req)
    const body = await bodyOrRefusal(request, locale, 'account')
    if (!body.ok) return body.response
    const cookies = request.headers.get('cookie')
    const result = await logIn(req.payload, body.value, key, { cookies, locale })
    if (result.status === 'ok') {
      const auth = req.payload.collections.users.config.auth
      const headers = new Headers()
      headers.append(
        'Set-Cookie',
        generatePayloadCookie({
          collectionAuthConfig: auth,
          cookiePrefix: req.payload.config.cookiePrefix,
          token: result.token,
        }),
      )
      const secure = auth.cookies.secure ? '; Secure' : ''
      headers.append(
        'Set-Cookie',
        `${signedInCookie}=1; Path=/; Max-Age=${auth.tokenExpiration}; SameSite=Lax${secure}`,
      )
      if (result.deviceCookie) headers.append('Set-Cookie', result.deviceCookie)
      if (isFormPost(request)) {
        headers.set('Location', localizedPath(locale, '/'))
        return new Response(null, { status: 303, headers })
      }
      return Response.json({ ok: true, user: result.user }, { headers })
    }
    if (isFormPost(request)) return seeResultPage(locale, 'account', result)
    switch (result.status) {
      case 'limited':
        return limitedAnswer(t, result.retryAfterSeconds)
      case 'invalid':
        return invalidInput(result.errors, problemMessage(t))
      case 'unverified':
        return Response.json({ error: t('unverified'), unverified: true }, { status: 403 })
      case 'refused':
        return Response.json({ error: t('invalidCredentials') }, { status: 401 })
    }
  },
}

/** POST /api/account/signup {fullName, email, password} → 201 {ok}; a confirmation link is mailed. */
const signup: Endpoint = {
  path: '/account/signup',
  method: 'post',
  handler: async (req) => {
    const { request, locale, t, key } = context(req)
    const body = await bodyOrRefusal(request, locale, 'account')
    if (!body.ok) return body.response
    const result = await signUp(req.payload, locale, body.value, key)
    if (isFormPost(request)) return seeResultPage(locale, 'account', result)
    switch (result.status) {
      case 'created':
        return Response.json({ ok: true }, { status: 201 })
      case 'limited':
        return limitedAnswer(t, result.retryAfterSeconds)
      case 'invalid':
        return invalidInput(result.errors, problemMessage(t))
      case 'unavailable':
        return Response.json({ error: t('error') }, { status: 503 })
      case 'exists':
        return Response.json(
          { error: t('alreadyRegistered'), errors: { email: t('alreadyRegistered') } },
          { status: 409 },
        )
    }
  },
}

/** POST /api/account/resend and /api/account/forgot {email} → {ok} whether or not it exists. */
const recovery = (path: 'resend' | 'forgot', run: typeof resendConfirmation): Endpoint => ({
  path: `/account/${path}`,
  method: 'post',
  handler: async (req) => {
    const { request, locale, t, key } = context(req)
    const body = await bodyOrRefusal(request, locale, 'account')
    if (!body.ok) return body.response
    const result = await run(req.payload, locale, body.value, key)
    if (isFormPost(request)) {
      return seeResultPage(locale, 'account', {
        ...result,
        status: result.status === 'sent' ? `${path}-sent` : result.status,
      })
    }
    switch (result.status) {
      case 'sent':
        return Response.json({ ok: true })
      case 'limited':
        return limitedAnswer(t, result.retryAfterSeconds)
      case 'invalid':
        return invalidInput(result.errors, problemMessage(t))
    }
  },
})

/** POST /api/account/reset {token, password} → {ok}; the token comes from the reset mail. */
const reset: Endpoint = {
  path: '/account/reset',
  method: 'post',
  handler: async (req) => {
    const { request, locale, t, key } = context(req)
    const limited = await consume(linkLimit, key)
    if (!limited.ok) {
      if (isFormPost(request)) return seeResultPage(locale, 'account', { status: 'limited' })
      return limitedAnswer(t, limited.retryAfterSeconds)
    }
    const body = await bodyOrRefusal(request, locale, 'account')
    if (!body.ok) return body.response
    const result = await resetPassword(req.payload, body.value)
    if (isFormPost(request)) {
      return seeResultPage(locale, 'account', {
        ...result,
        status: result.status === 'done' ? 'reset-done' : result.status,
      })
    }
    switch (result.status) {
      case 'done':
        return Response.json({ ok: true })
      case 'invalid':
        return invalidInput(result.errors, problemMessage(t))
      case 'expired':
        return Response.json({ error: t('linkInvalid') }, { status: 400 })
    }
  },
}

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
