import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  newsletterConfirmEndpoint,
  newsletterEndpoint,
  newsletterUnsubscribeEndpoints,
} from '@/features/newsletter/endpoints'
import { subscribe } from '@/features/newsletter/service'

import type { SmtpPeer } from '../support/smtpPeer.mjs'
import { serveEndpoints } from './endpointServer'
import { drainJobs, mailTestbed } from './mailSetup'

let payload: Payload
let smtp: SmtpPeer
let key = 0
const nextKey = () => `newsletter-${Date.now()}-${key++}`

const subscribers = async () =>
  (
    await payload.find({
      collection: 'newsletter-subscribers',
      limit: 100,
      depth: 0,
      overrideAccess: true,
    })
  ).docs

const linkIn = (text: string | undefined, kind: 'confirm' | 'unsubscribe') => {
  const match = new RegExp(`https?://\\S+/api/newsletter/${kind}\\?token=[\\w-]+`).exec(text ?? '')
  if (!match) throw new Error(`no ${kind} link in: ${text}`)
  return new URL(match[0])
}

const testbed = mailTestbed(['newsletter-subscribers', 'payload-jobs'])
beforeAll(async () => {
  ;({ payload, smtp } = testbed)
})

describe('newsletter', () => {
  it('double opt-in: pending, confirmation mail in the visitor language, confirmed by the link', async () => {
    const server = await serveEndpoints(payload, [
      newsletterEndpoint,
      newsletterConfirmEndpoint,
      ...newsletterUnsubscribeEndpoints,
    ])
    try {
      const response = await fetch(`${server.url}/api/newsletter?locale=en`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextKey() },
        body: JSON.stringify({ name: ' Ivana Kovač ', email: ' Ivana.Kovac@Primjer.HR ' }),
      })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ ok: true })
      expect(await subscribers()).toMatchObject([
        { email: 'ivana.kovac@primjer.hr', name: 'Ivana Kovač', locale: 'en', status: 'pending' },
      ])

      await drainJobs(payload)
      const [mail] = smtp.to('ivana.kovac@primjer.hr')
      expect(mail?.subject).toBe('Confirm your subscription to the Fondium newsletter')
      expect(mail?.text).toContain('Dear Ivana Kovač')
      const header = (name: string) =>
        mail?.headerLines
          .find((line) => line.key === name)
          ?.line.slice(name.length + 1)
          .trim()
      expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
      expect(header('list-unsubscribe')).toMatch(
        /^<https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=[\w-]+>$/,
      )

      const confirm = linkIn(mail?.text, 'confirm')
      const confirmed = await fetch(`${server.url}${confirm.pathname}${confirm.search}`, {
        redirect: 'manual',
      })
      expect(confirmed.status).toBe(303)
      expect(confirmed.headers.get('location')).toBe('/en/forms/newsletter?status=confirmed')
      expect(await subscribers()).toMatchObject([{ status: 'confirmed' }])

      // Following the link (or a mail scanner fetching it) changes nothing: the page asks first.
      const leave = linkIn(mail?.text, 'unsubscribe')
      const token = leave.searchParams.get('token')!
      const asked = await fetch(`${server.url}${leave.pathname}${leave.search}`, {
        redirect: 'manual',
      })
      expect(asked.status).toBe(303)
      expect(asked.headers.get('location')).toBe(`/en/forms/newsletter?status=leave&token=${token}`)
      expect(await subscribers()).toMatchObject([{ status: 'confirmed' }])
      // The page's button posts the form.
      const left = await fetch(`${server.url}${leave.pathname}${leave.search}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
        redirect: 'manual',
      })
      expect(left.headers.get('location')).toBe('/en/forms/newsletter?status=unsubscribed')
      expect(await subscribers()).toMatchObject([{ status: 'unsubscribed' }])
      const again = await fetch(`${server.url}${leave.pathname}${leave.search}`, {
        redirect: 'manual',
      })
      expect(again.headers.get('location')).toBe('/forms/newsletter?status=link-invalid')

      const forged = await fetch(
        `${server.url}/api/newsletter/confirm?token=not-a-real-token-123456`,
        {
          redirect: 'manual',
        },
      )
      expect(forged.headers.get('location')).toBe('/forms/newsletter?status=link-invalid')
      // RFC 8058's one-click from the mail client.
      const oneClick = await fetch(`${server.url}${leave.pathname}${leave.search}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      })
      expect(await oneClick.json()).toEqual({ ok: true })
    } finally {
      await server.close()
    }
  })

  it('answers a repeated address the same way, without a second row, and tells the owner by mail', async () => {
    expect(
      await subscribe(payload, 'hr', { name: 'Ana', email: 'ana@primjer.hr' }, nextKey()),
    ).toEqual({
      status: 'pending',
    })
    await drainJobs(payload)
    const [first] = smtp.to('ana@primjer.hr')
    const token = linkIn(first?.text, 'confirm').searchParams.get('token')
    const { confirmSubscription } = await import('@/features/newsletter/service')
    expect(await confirmSubscription(payload, token)).toEqual({ status: 'done', locale: 'hr' })

    const again = await subscribe(
      payload,
      'de',
      { name: 'Ana B.', email: 'ANA@primjer.hr' },
      nextKey(),
    )
    expect(again).toEqual({ status: 'pending' })
    await drainJobs(payload)
    expect(await subscribers()).toMatchObject([{ email: 'ana@primjer.hr', status: 'confirmed' }])
    const notice = smtp.to('ana@primjer.hr')[1]
    expect(notice?.subject).toBe('Već ste prijavljeni na Fondium newsletter')
    expect(notice?.text).toContain('/api/newsletter/unsubscribe?token=')
  })

  it('stores one row for 20 simultaneous subscriptions of one address', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        subscribe(payload, 'hr', { name: 'Petra', email: 'petra@primjer.hr' }, nextKey()),
      ),
    )
    expect(results.every((result) => result.status === 'pending')).toBe(true)
    expect(await subscribers()).toHaveLength(1)
    await drainJobs(payload)
    // At most three mails a day go to one address, however often it is submitted.
    expect(smtp.to('petra@primjer.hr').length).toBeLessThanOrEqual(3)
    expect(smtp.to('petra@primjer.hr').length).toBeGreaterThanOrEqual(1)
  })

  it('refuses blank or malformed input in the visitor language and stores nothing', async () => {
    const server = await serveEndpoints(payload, [newsletterEndpoint])
    try {
      for (const [locale, message] of [
        ['hr', 'Unesite ispravno ime i e-mail adresu.'],
        ['en', 'Please enter a valid name and email.'],
        ['de', 'Bitte geben Sie einen gültigen Namen und eine gültige E-Mail-Adresse ein.'],
      ] as const) {
        const response = await fetch(`${server.url}/api/newsletter?locale=${locale}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': nextKey() },
          body: JSON.stringify({ name: '   ', email: 'not-an-address' }),
        })
        expect(response.status).toBe(400)
        expect(await response.json()).toEqual({
          error: message,
          errors: { name: message, email: message },
        })
      }
    } finally {
      await server.close()
    }
    expect(await subscribers()).toHaveLength(0)
  })

  it('never shows subscribers to the public', async () => {
    await subscribe(payload, 'hr', { name: 'Ana', email: 'ana@primjer.hr' }, nextKey())
    await expect(
      payload.find({ collection: 'newsletter-subscribers', overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
  })
})
