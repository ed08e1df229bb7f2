import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { NewsletterSubscriber } from '@/payload-types'
import { log } from '@/server/log'
import { consume } from '@/server/rateLimit'

import { validateNewsletter, type NewsletterProblem } from './rules/validation'

/** Subscriptions one address may send per ten minutes. */
export const newsletterLimit = { name: 'newsletter', points: 5, durationSeconds: 600 }
/** Mails one subscriber address may be sent per day, whoever asks: no mail bombing. */
export const newsletterMailLimit = { name: 'newsletter-mail', points: 3, durationSeconds: 86_400 }

export type NewsletterResult =
  | { status: 'pending' }
  | { status: 'invalid'; errors: { name?: NewsletterProblem; email?: NewsletterProblem } }
  | { status: 'limited'; retryAfterSeconds: number }
  | { status: 'error' }

const newToken = () => randomBytes(24).toString('base64url')

async function queueMail(
  payload: Payload,
  subscriber: Pick<NewsletterSubscriber, 'id' | 'email'>,
  kind: 'confirm' | 'alreadySubscribed',
) {
  if (!(await consume(newsletterMailLimit, subscriber.email)).ok) {
    log('warn', 'newsletter mail limit reached: no mail queued', { subscriberId: subscriber.id })
    return
  }
  await payload.jobs.queue({
    task: 'send-newsletter-mail',
    input: { subscriberId: subscriber.id, kind },
  })
}

async function findByEmail(payload: Payload, email: string) {
  const found = await payload.find({
    collection: 'newsletter-subscribers',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

/**
 * The footer's subscription (double opt-in): a new address is stored as pending and sent a
 * confirmation link; a pending or unsubscribed one is sent a fresh link; a confirmed one is
 * told it is already subscribed. Every case answers the same, so the answer never reveals
 * whether an address was on the list, and no address is ever stored twice.
 */
export async function subscribe(
  payload: Payload,
  locale: Locale,
  input: unknown,
  clientKey: string,
): Promise<NewsletterResult> {
  const limited = await consume(newsletterLimit, clientKey)
  if (!limited.ok) return { status: 'limited', retryAfterSeconds: limited.retryAfterSeconds }
  const checked = validateNewsletter(input)
  if (!checked.ok) return { status: 'invalid', errors: checked.errors }
  if (checked.spam) return { status: 'pending' }
  const { name, email } = checked.value
  const consentAt = new Date().toISOString()
  try {
    const existing = await findByEmail(payload, email)
    if (!existing) {
      try {
        const created = await payload.create({
          collection: 'newsletter-subscribers',
          data: { email, name, locale, status: 'pending', consentAt, token: newToken() },
          overrideAccess: true,
        })
        await queueMail(payload, created, 'confirm')
        return { status: 'pending' }
      } catch (error) {
        // Another request stored the same address a moment ago: treat it as existing.
        if (!(await findByEmail(payload, email))) throw error
        return { status: 'pending' }
      }
    }
    if (existing.status === 'confirmed') {
      await queueMail(payload, existing, 'alreadySubscribed')
      return { status: 'pending' }
    }
    await payload.update({
      collection: 'newsletter-subscribers',
      id: existing.id,
      data: { name, locale, status: 'pending', consentAt, unsubscribedAt: null },
      overrideAccess: true,
    })
    await queueMail(payload, existing, 'confirm')
    return { status: 'pending' }
  } catch (error) {
    log('error', 'newsletter subscription failed', { error: String(error) })
    return { status: 'error' }
  }
}

export type TokenResult = { status: 'done'; locale: Locale } | { status: 'invalid' }

async function findByToken(payload: Payload, token: unknown) {
  if (typeof token !== 'string' || !/^[\w-]{20,64}$/.test(token)) return null
  const found = await payload.find({
    collection: 'newsletter-subscribers',
    where: { token: { equals: token } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

/** The opt-in link: a pending subscription becomes confirmed (repeating the click is harmless). */
export async function confirmSubscription(payload: Payload, token: unknown): Promise<TokenResult> {
  const subscriber = await findByToken(payload, token)
  if (!subscriber || subscriber.status === 'unsubscribed') return { status: 'invalid' }
  if (subscriber.status === 'pending') {
    await payload.update({
      collection: 'newsletter-subscribers',
      id: subscriber.id,
      data: { status: 'confirmed', confirmedAt: new Date().toISOString() },
      overrideAccess: true,
    })
  }
  return { status: 'done', locale: subscriber.locale }
}

/** The one-click unsubscribe link of every mail. */
/**
 * The subscription an unsubscribe link names, changing nothing: a mail scanner that fetches the
 * link must not unsubscribe anyone (the page it leads to asks first).
 */
export async function subscriptionOf(payload: Payload, token: unknown): Promise<TokenResult> {
  const subscriber = await findByToken(payload, token)
  if (!subscriber || subscriber.status === 'unsubscribed') return { status: 'invalid' }
  return { status: 'done', locale: subscriber.locale }
}

export async function unsubscribe(payload: Payload, token: unknown): Promise<TokenResult> {
  const subscriber = await findByToken(payload, token)
  if (!subscriber) return { status: 'invalid' }
  if (subscriber.status !== 'unsubscribed') {
    await payload.update({
      collection: 'newsletter-subscribers',
      id: subscriber.id,
      data: { status: 'unsubscribed', unsubscribedAt: new Date().toISOString() },
      overrideAccess: true,
    })
  }
  return { status: 'done', locale: subscriber.locale }
}
