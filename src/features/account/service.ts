import { AuthenticationError, LockedAuth, UnverifiedEmail, type Payload, type Where } from 'payload'

import { normaliseEmail } from '@/forms/email'
import type { Locale } from '@/i18n/locales'
import { log } from '@/server/log'
import { consume, type RateLimit } from '@/server/rateLimit'

import { isKnownDevice, rememberDevice } from './knownDevice'
import {
  validateEmailOnly,
  validateLogin,
  validateReset,
  validateSignup,
  type AccountProblem,
} from './rules/validation'
import { clearSignInDelay, holdSignIn, type SignInOutcome } from './signInDelay'
import { atLeast } from './timing'
import { readUnlockToken, unlockLinkSeconds, unlockToken } from './unlockLink'

export const loginLimit: RateLimit = { name: 'login', points: 10, durationSeconds: 60 }
export const signupLimit: RateLimit = { name: 'signup', points: 5, durationSeconds: 600 }
export const recoveryLimit: RateLimit = { name: 'recovery', points: 5, durationSeconds: 600 }
/** Account mails one address may be sent per day, whoever asks. */
export const accountMailLimit: RateLimit = {
  name: 'account-mail',
  points: 3,
  durationSeconds: 86_400,
}

/** Every sign-in and recovery answer takes at least this long (milliseconds). */
export const answerTime = 400

type Problems<K extends string> = Partial<Record<K, AccountProblem>>

export type LoginResult =
  | {
      status: 'ok'
      token: string
      user: { fullName: string; role: string }
      /** Set-Cookie value that marks the browser as the owner's (./knownDevice.ts). */
      deviceCookie?: string | null
    }
  | { status: 'invalid'; errors: Problems<'email' | 'password'> }
  | { status: 'refused' }
  | { status: 'unverified' }
  | { status: 'limited'; retryAfterSeconds: number }

export type SignupResult =
  | { status: 'created' }
  | { status: 'invalid'; errors: Problems<'fullName' | 'email' | 'password'> }
  | { status: 'exists' }
  | { status: 'limited'; retryAfterSeconds: number }
  | { status: 'unavailable' }

export type RecoveryResult =
  | { status: 'sent' }
  | { status: 'invalid'; errors: Problems<'email'> }
  | { status: 'limited'; retryAfterSeconds: number }

export type ResetResult =
  | { status: 'done' }
  | { status: 'invalid'; errors: Problems<'token' | 'password'> }
  | { status: 'expired' }

type MailKind = 'confirm' | 'alreadyRegistered' | 'reset' | 'changeEmail' | 'unlock'

/** Confirmation links (sign-up, reset, new address) that one address may open per 10 minutes. */
export const linkLimit: RateLimit = { name: 'account-link', points: 20, durationSeconds: 600 }

/**
 * Takes one of the day's 3 account mails of the address a mail of `kind` goes to (the new
 * address for `changeEmail`, the account's own otherwise); false when they are used up.
 */
async function takeMailAllowance(
  user: { id: number; email: string; pendingEmail?: string | null },
  kind: MailKind,
): Promise<boolean> {
  const to = kind === 'changeEmail' ? user.pendingEmail : user.email
  if (to && (await consume(accountMailLimit, to)).ok) return true
  log('warn', 'account mail limit reached: no mail queued', { userId: user.id, kind })
  return false
}

/**
 * Queues an account mail, unless the address it goes to has had its 3 for the day (`counted`:
 * the caller took the allowance already).
 */
export async function queueAccountMail(
  payload: Payload,
  user: { id: number; email: string; pendingEmail?: string | null },
  kind: MailKind,
  locale: Locale,
  token?: string,
  counted = false,
) {
  if (!counted && !(await takeMailAllowance(user, kind))) return

  await payload.jobs.queue({
    task: 'send-account-mail',
    input: { userId: user.id, kind, locale, token: token ?? '' },
  })
}

/** The one account that `where` finds, hidden fields included, or null. */
async function findUserWhere(payload: Payload, where: Where) {
  const { docs } = await payload.find({
    collection: 'users',
    where,
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  return docs[0] ?? null
}

const findUser = (payload: Payload, email: string) =>
  findUserWhere(payload, { email: { equals: email } })

/** Unlock mails one account may be sent: one an hour, within its 3 account mails a day. */
export const unlockMailLimit: RateLimit = { name: 'unlock-mail', points: 1, durationSeconds: 3600 }

/** Unlock links already opened (each works once), kept as long as a link is valid. */
const openedUnlockLinks: RateLimit = {
  name: 'unlock-link-opened',
  points: 1,
  durationSeconds: unlockLinkSeconds,
}

const secureCookies = (payload: Payload) =>
  Boolean(payload.collections.users.config.auth.cookies.secure)

/** Mails the owner of `email` (if an account has it) a link that lifts its sign-in wait. */
async function mailUnlockLink(payload: Payload, email: string, locale: Locale) {
  try {
    const user = await findUser(payload, email)
    if (!user || user._verified === false) return
    if (!(await consume(unlockMailLimit, email)).ok) return
    await queueAccountMail(payload, user, 'unlock', locale, unlockToken(payload.secret, user.id))
  } catch (error) {
    log('error', 'unlock mail not queued', { error: String(error) })
  }
}

/** Who asks to sign in, besides the e-mail: the client's rate-limit key, cookies and language. */
export type SignInRequest = { key: string; cookies: string | null; locale: Locale }

export type DelayedSignIn<T> =
  | { held: true; retryAfterSeconds: number }
  | { held: false; value: T; deviceCookie: string | null }

/**
 * One password check (`attempt`) for `email` (normalised) under the sign-in delay
 * (./signInDelay.ts), shared by every route that checks a password: held, it is answered at
 * once with the wait (the same whether or not an account has the address); let through, it is
 * answered in at least `answerTime`. A success marks the browser as the owner's (the
 * known-device cookie); the failure that starts an account's wait mails its owner an unlock
 * link.
 */
export async function withSignInDelay<T>(
  payload: Payload,
  email: string,
  request: SignInRequest,
  attempt: () => Promise<{ outcome: SignInOutcome; value: T }>,
): Promise<DelayedSignIn<T>> {
  const knownDevice = isKnownDevice(payload.secret, request.cookies, email)
  const hold = await holdSignIn({ email, address: request.key, knownDevice })
  if (!hold.ok) return { held: true, retryAfterSeconds: hold.retryAfterSeconds }
  return atLeast(answerTime, async () => {
    const result = await attempt().catch(async (error: unknown) => {
      await hold.finish('other')
      throw error
    })
    const { waitStarted } = await hold.finish(result.outcome)
    if (waitStarted) await mailUnlockLink(payload, email, request.locale)
    const deviceCookie =
      result.outcome === 'success'
        ? rememberDevice(payload.secret, request.cookies, email, { secure: secureCookies(payload) })
        : null
    return { held: false, value: result.value, deviceCookie }
  })
}

/**
 * The unlock link: clears the account's sign-in wait and marks the browser as the owner's.
 * The known-device cookie to set, or null for a forged, expired or already opened link.
 */
export async function unlockSignIn(
  payload: Payload,
  token: unknown,
  cookies: string | null,
): Promise<string | null> {
  const link = readUnlockToken(payload.secret, token)
  if (!link || !(await consume(openedUnlockLinks, link.nonce)).ok) return null
  const user = await payload.findByID({
    collection: 'users',
    id: link.userId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!user) return null
  const email = normaliseEmail(user.email)
  await clearSignInDelay(email)
  return rememberDevice(payload.secret, cookies, email, { secure: secureCookies(payload) })
}

/**
 * Sign-in. A wrong password and an unknown address get the same answer in the same time, and
 * so does an attempt held by the sign-in delay (5 failures, then a wait that doubles); only
 * the right password to an account whose address is not confirmed yet learns that.
 */
export async function logIn(
  payload: Payload,
  input: unknown,
  clientKey: string,
  { cookies = null, locale = 'hr' }: { cookies?: string | null; locale?: Locale } = {},
): Promise<LoginResult> {
  const limited = await consume(loginLimit, clientKey)
  if (!limited.ok) return { status: 'limited', retryAfterSeconds: limited.retryAfterSeconds }
  const checked = validateLogin(input)
  if (!checked.ok) return { status: 'invalid', errors: checked.errors }
  const request = { key: clientKey, cookies, locale }
  const signIn = await withSignInDelay(
    payload,
    checked.value.email,
    request,
    async (): Promise<{ outcome: SignInOutcome; value: LoginResult }> => {
      try {
        const result = await payload.login({ collection: 'users', data: checked.value })
        if (!result.token || !result.user) {
          return { outcome: 'failure', value: { status: 'refused' } }
        }
        const user = { fullName: result.user.fullName, role: result.user.role }
        return { outcome: 'success', value: { status: 'ok', token: result.token, user } }
      } catch (error) {
        // Class names do not survive the production build's minifier: compare classes.
        if (error instanceof UnverifiedEmail) {
          return { outcome: 'other', value: { status: 'unverified' } }
        }
        const refused = error instanceof AuthenticationError || error instanceof LockedAuth
        if (!refused) log('error', 'sign-in failed', { error: String(error) })
        return { outcome: refused ? 'failure' : 'other', value: { status: 'refused' } }
      }
    },
  )
  if (signIn.held) return { status: 'limited', retryAfterSeconds: signIn.retryAfterSeconds }
  const { value, deviceCookie } = signIn
  return value.status === 'ok' ? { ...value, deviceCookie } : value
}

/**
 * Public sign-up: a `member` (no content rights) whose address must be confirmed by the link
 * in a mail. A registered address is refused ("Email is already registered"), and its owner gets a
 * notice by mail; sign-up is rate-limited so bulk probing is slow.
 */
export async function signUp(
  payload: Payload,
  locale: Locale,
  input: unknown,
  clientKey: string,
): Promise<SignupResult> {
  const limited = await consume(signupLimit, clientKey)
  if (!limited.ok) return { status: 'limited', retryAfterSeconds: limited.retryAfterSeconds }
  const checked = validateSignup(input)
  if (!checked.ok) return { status: 'invalid', errors: checked.errors }
  const admins = await payload.count({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    overrideAccess: true,
  })
  // Until an administrator exists, /admin's first-user screen must stay available to create one.
  if (admins.totalDocs === 0) return { status: 'unavailable' }
  const existing = await findUser(payload, checked.value.email)
  if (existing) {
    await queueAccountMail(payload, existing, 'alreadyRegistered', locale)
    return { status: 'exists' }
  }
  try {
    const user = await payload.create({
      collection: 'users',
      data: { ...checked.value, role: 'member' },
      overrideAccess: true,
      disableVerificationEmail: true,
      context: { publicSignup: true },
    })
    await queueAccountMail(payload, user, 'confirm', locale)
    return { status: 'created' }
  } catch (error) {
    // The same address signed up a moment ago in another request.
    if (await findUser(payload, checked.value.email)) return { status: 'exists' }
    throw error
  }
}

/**
 * The two recovery forms: rate limit, a valid e-mail, then `work` for that address, answered
 * "sent" in the same time whether or not an account has it.
 */
async function recoveryRequest(
  input: unknown,
  clientKey: string,
  work: (email: string) => Promise<void>,
): Promise<RecoveryResult> {
  const limited = await consume(recoveryLimit, clientKey)
  if (!limited.ok) return { status: 'limited', retryAfterSeconds: limited.retryAfterSeconds }
  const checked = validateEmailOnly(input)
  if (!checked.ok) return { status: 'invalid', errors: checked.errors }
  return atLeast(answerTime, async () => {
    await work(checked.value.email)
    return { status: 'sent' }
  })
}

/** "Resend confirmation": a new mail only for an account that still waits for it. */
export const resendConfirmation = (
  payload: Payload,
  locale: Locale,
  input: unknown,
  clientKey: string,
) =>
  recoveryRequest(input, clientKey, async (email) => {
    const user = await findUser(payload, email)
    if (user && user._verified === false) await queueAccountMail(payload, user, 'confirm', locale)
  })

/** "Forgot password": a reset link by mail if the account exists; the same answer if not. */
export const requestPasswordReset = (
  payload: Payload,
  locale: Locale,
  input: unknown,
  clientKey: string,
) =>
  recoveryRequest(input, clientKey, async (email) => {
    // The day's allowance first: past it, the pending link stays as it is (a new token that is
    // never mailed would only void the one the owner holds).
    const user = await findUser(payload, email)
    if (!user || !(await takeMailAllowance(user, 'reset'))) return
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email },
      disableEmail: true,
    })
    if (token) await queueAccountMail(payload, user, 'reset', locale, token, true)
  })

/** A new password with the token from the reset mail (valid one hour, used once). */
export async function resetPassword(payload: Payload, input: unknown): Promise<ResetResult> {
  const checked = validateReset(input)
  if (!checked.ok) {
    return checked.errors.password
      ? { status: 'invalid', errors: checked.errors }
      : { status: 'expired' }
  }
  try {
    await payload.resetPassword({
      collection: 'users',
      data: checked.value,
      overrideAccess: true,
    })
    return { status: 'done' }
  } catch {
    return { status: 'expired' }
  }
}

/** The confirmation link: marks the address confirmed; false for an unknown or used token. */
export async function confirmEmail(payload: Payload, token: unknown): Promise<boolean> {
  if (typeof token !== 'string' || !/^[a-f0-9]{20,128}$/i.test(token)) return false
  try {
    return await payload.verifyEmail({ collection: 'users', token })
  } catch {
    return false
  }
}

/**
 * The link mailed to a new address: the account takes that address once it is opened (within
 * 24 hours, and only while no other account has taken the address meanwhile).
 */
export async function confirmNewEmail(payload: Payload, token: unknown): Promise<boolean> {
  if (typeof token !== 'string' || !/^[a-f0-9]{64}$/.test(token)) return false
  const user = await findUserWhere(payload, { emailChangeToken: { equals: token } })
  const expires = user?.emailChangeExpiration ? new Date(user.emailChangeExpiration).getTime() : 0
  if (!user?.pendingEmail || expires < Date.now()) return false
  const owner = await findUser(payload, user.pendingEmail)
  const cleared = { pendingEmail: null, emailChangeToken: null, emailChangeExpiration: null }
  const taken = owner !== null && owner.id !== user.id
  await payload.update({
    collection: 'users',
    id: user.id,
    data: taken ? cleared : { ...cleared, email: user.pendingEmail, _verified: true },
    overrideAccess: true,
  })
  if (taken) log('info', 'new e-mail address already taken: change dropped', { userId: user.id })
  return !taken
}
