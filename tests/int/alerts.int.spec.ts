import type { ParsedMail } from 'mailparser'
import type { Payload, Where } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import {
  alertToken,
  confirmAlert,
  fanOutEvent,
  fanOutPending,
  runAlertRound,
  subscribeAlert,
} from '@/features/alerts'
import { NotRelevantCount } from '@/features/alerts/admin/NotRelevantCount'
import { recordTimedEvents } from '@/features/alerts/events/timedEvents'
import { nextDigestAt } from '@/features/alerts/rules/digest'
import type { Alert, FundingCall } from '@/payload-types'
import { getEnv } from '@/server/env'

import { seedAlerts } from '../../bench/alerts/seed'
import type { SmtpPeer } from '../support/smtpPeer.mjs'
import { serveApi } from './endpointServer'
import { drainJobs, payloadWithSmtpPeer } from './mailSetup'
import { deleteAll, userData } from './payload'

let payload: Payload
let smtp: SmtpPeer
let clientKey = 0
const context = { disableRevalidate: true }
const siteUrl = 'https://fondium.example'
const env = (perMinute = 10_000) => ({
  ...getEnv(),
  SITE_URL: siteUrl,
  ALERTS_SEND_PER_MINUTE: perMinute,
})
const round = (now = new Date(), perMinute?: number) => runAlertRound(payload, env(perMinute), now)

const collections = ['alert-deliveries', 'alert-events', 'alerts', 'funding-calls'] as const

/** A confirmed alert, subscribed and confirmed the way a visitor does. */
async function activeAlert(email: string, input: Record<string, unknown> = {}): Promise<Alert> {
  clientKey += 1
  const result = await subscribeAlert(payload, 'hr', { email, ...input }, `alerts-${clientKey}`)
  expect(result).toEqual({ status: 'pending' })
  const { docs } = await payload.find({
    collection: 'alerts',
    where: { email: { equals: email } },
    sort: '-id',
    limit: 1,
    overrideAccess: true,
    showHiddenFields: true,
  })
  await confirmAlert(payload, alertToken(payload, docs[0]!))
  return payload.findByID({
    collection: 'alerts',
    id: docs[0]!.id,
    overrideAccess: true,
    showHiddenFields: true,
  })
}

async function createCall(name: string, data: Partial<FundingCall> = {}) {
  return payload.create({
    collection: 'funding-calls',
    data: {
      fundName: name,
      shortDescription: `Natječaj za provjeru obavijesti (${name}).`,
      deadline: '2099-06-30T10:00:00.000Z',
      nkdCodes: [{ code: '62.01' }],
      applicantTypes: ['micro', 'small'],
      amountMax: 100_000,
      ...data,
    } as FundingCall,
    overrideAccess: true,
    context,
  })
}

const updateCall = (id: number, data: Partial<FundingCall>) =>
  payload.update({ collection: 'funding-calls', id, data, overrideAccess: true, context })

const deliveries = async (where: Where = {}) =>
  (
    await payload.find({
      collection: 'alert-deliveries',
      where,
      depth: 1,
      pagination: false,
      overrideAccess: true,
    })
  ).docs

/** The addresses that have a delivery of the call's events. */
const recipients = async (callId: number) =>
  (await deliveries({ call: { equals: callId } }))
    .map((delivery) => (delivery.alert as Alert).email)
    .sort()

const events = async (callId: number) =>
  (
    await payload.find({
      collection: 'alert-events',
      where: { call: { equals: callId } },
      sort: 'id',
      overrideAccess: true,
    })
  ).docs.map((event) => event.kind)

const header = (mail: ParsedMail | undefined, name: string) =>
  mail?.headerLines
    .find((line) => line.key === name)
    ?.line.slice(name.length + 1)
    .trim()

/** The alert mails (not confirmations, not the editors' notices) to an address. */
const alertMails = (address: string) =>
  smtp.to(address).filter((mail) => !/potvrdite|confirm|bestätigen/i.test(mail.subject ?? ''))

beforeAll(async () => {
  ;({ payload, smtp } = await payloadWithSmtpPeer())
  for (const collection of collections) await deleteAll(payload, collection)
  await deleteAll(payload, 'activity-code-links')
  await payload.create({
    collection: 'activity-code-links',
    data: { code2007: '62.01', code2025: '62.10' },
    context,
  })
})

beforeEach(async () => {
  for (const collection of collections) await deleteAll(payload, collection)
  await deleteAll(payload, 'payload-jobs')
  smtp.mails.length = 0
  smtp.refused.clear()
})

afterAll(async () => {
  for (const collection of collections) await deleteAll(payload, collection)
  await deleteAll(payload, 'activity-code-links')
  await smtp.stop()
})

describe('alert subscriptions', () => {
  it('double opt-in over HTTP: pending, a confirmation mail with one-click unsubscribe, active by the link', async () => {
    const server = await serveApi(payload)
    try {
      const refused = await fetch(`${server.url}/api/alerts?locale=en`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': 'alerts-http-1' },
        body: JSON.stringify({ email: 'not-an-address', code: '6201' }),
      })
      expect(refused.status).toBe(400)
      expect(await refused.json()).toMatchObject({
        error: 'Please check the marked fields: the e-mail must be valid.',
        errors: {
          email: 'Please check the marked fields: the e-mail must be valid.',
          codes: 'An activity code is a division (62), a group (62.0) or a class (62.01).',
        },
      })
      const none = await fetch(`${server.url}/api/alerts?locale=de`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': 'alerts-http-1' },
        body: JSON.stringify({ email: 'ana@primjer.hr' }),
      })
      expect(none.status).toBe(400)
      expect(await none.json()).toEqual({
        error: 'Wählen Sie mindestens einen Tätigkeitscode oder einen anderen Filter.',
        errors: {
          filters: 'Wählen Sie mindestens einen Tätigkeitscode oder einen anderen Filter.',
        },
      })

      const response = await fetch(`${server.url}/api/alerts?locale=en`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': 'alerts-http-1' },
        body: JSON.stringify({
          email: ' Ana.Kovac@Primjer.HR ',
          code: '62.10',
          version: 'nkd2025',
          county: 'istarska',
          frequency: 'weekly',
          language: 'de',
        }),
      })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ ok: true, status: 'pending' })
      const [alert] = (await payload.find({ collection: 'alerts', overrideAccess: true, depth: 0 }))
        .docs
      expect(alert).toMatchObject({
        email: 'ana.kovac@primjer.hr',
        status: 'pending',
        locale: 'de',
        frequency: 'weekly',
        county: 'istarska',
        codes: [{ code: '62.10', classification: 'nkd2025' }],
        consentText: 'alerts-2026-11',
      })
      expect(alert?.consentAt).toBeTruthy()
      // The code and, through the correspondence, the NKD 2007 code it pairs with.
      expect(alert?.matchKeys?.map((row) => row.key)).toEqual(['2025/62.10', '62.01'])

      await drainJobs(payload)
      const [mail] = smtp.to('ana.kovac@primjer.hr')
      expect(mail?.subject).toBe(
        'Fondium: Bestätigen Sie Ihre Benachrichtigung über Ausschreibungen',
      )
      expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
      expect(header(mail, 'list-unsubscribe')).toMatch(
        /^<https?:\/\/\S+\/api\/alerts\/unsubscribe\?token=\d+\.[\w-]{32}>$/,
      )
      const link = /https?:\/\/[^/\s]+(\/api\/alerts\/confirm\?token=\S+)/.exec(
        mail?.text ?? '',
      )![1]!
      const forged = await fetch(`${server.url}${link.slice(0, -3)}abc`, { redirect: 'manual' })
      expect(forged.headers.get('location')).toContain('status=link-invalid')
      const confirmed = await fetch(`${server.url}${link}`, { redirect: 'manual' })
      expect(confirmed.status).toBe(303)
      expect(confirmed.headers.get('location')).toBe('/de/forms/alerts?status=confirmed')
      expect(
        await payload.findByID({ collection: 'alerts', id: alert!.id, overrideAccess: true }),
      ).toMatchObject({ status: 'active', confirmedAt: expect.any(String) })
    } finally {
      await server.close()
    }
  })

  it('makes a signed-in member’s alert for their own address theirs and active at once', async () => {
    const member = await payload.create({
      collection: 'users',
      data: userData({
        email: 'clanica.obavijesti@primjer.hr',
        password: 'lozinka-za-obavijesti-1',
        fullName: 'Clanica Obavijesti',
      }),
      overrideAccess: true,
    })
    try {
      const own = await subscribeAlert(
        payload,
        'hr',
        { email: 'clanica.obavijesti@primjer.hr', code: '62' },
        'alerts-member',
        { ...member, _verified: true },
      )
      expect(own).toEqual({ status: 'active' })
      const other = await subscribeAlert(
        payload,
        'hr',
        { email: 'netko.drugi@primjer.hr', code: '62' },
        'alerts-member',
        { ...member, _verified: true },
      )
      expect(other).toEqual({ status: 'pending' })
      const { docs } = await payload.find({
        collection: 'alerts',
        sort: 'email',
        overrideAccess: true,
        depth: 0,
      })
      expect(docs.map((alert) => [alert.email, alert.status, alert.owner ?? null])).toEqual([
        ['clanica.obavijesti@primjer.hr', 'active', member.id],
        ['netko.drugi@primjer.hr', 'pending', null],
      ])
      // An alert never confirmed is deleted after 30 days; a confirmed one stays.
      expect(await round(new Date(Date.now() + 29 * 86_400_000))).toMatchObject({ expired: 0 })
      expect(await round(new Date(Date.now() + 31 * 86_400_000))).toMatchObject({ expired: 1 })
      expect(
        (await payload.find({ collection: 'alerts', overrideAccess: true })).docs.map(
          (alert) => alert.email,
        ),
      ).toEqual(['clanica.obavijesti@primjer.hr'])
    } finally {
      await payload.delete({ collection: 'users', id: member.id, overrideAccess: true })
    }
  })
})

describe('which alerts a call reaches', () => {
  it('matches by division, group and class, across versions by the correspondence, and by county, size and amount', async () => {
    await activeAlert('razred@primjer.hr', { code: '62.01' })
    await activeAlert('odjeljak@primjer.hr', { code: '62' })
    await activeAlert('skupina@primjer.hr', { code: '62.0' })
    await activeAlert('nkd2025@primjer.hr', { code: '62.10', version: 'nkd2025' })
    await activeAlert('drugo@primjer.hr', { code: '63.11' })
    await activeAlert('istra@primjer.hr', { code: '62.01', county: 'istarska' })
    await activeAlert('zadar@primjer.hr', { code: '62.01', county: 'zadarska' })
    await activeAlert('velika@primjer.hr', { code: '62.01', size: 'large' })
    await activeAlert('iznos@primjer.hr', { code: '62.01', minAmount: '500.000' })
    await activeAlert('bez-sifre@primjer.hr', { county: 'istarska' })
    // Pending (never confirmed) and paused alerts are mailed nothing.
    await subscribeAlert(payload, 'hr', { email: 'ceka@primjer.hr', code: '62' }, 'alerts-x')

    const everywhere = await createCall('Digitalizacija u cijeloj Hrvatskoj')
    expect(await events(everywhere.id)).toEqual(['published'])
    await fanOutPending(payload)
    expect(await recipients(everywhere.id)).toEqual([
      'bez-sifre@primjer.hr',
      'istra@primjer.hr',
      'nkd2025@primjer.hr',
      'odjeljak@primjer.hr',
      'razred@primjer.hr',
      'skupina@primjer.hr',
      'zadar@primjer.hr',
    ])

    // A division on the call covers the classes under it; a county narrows it.
    const istria = await createCall('Istarski program za IT', {
      nkdCodes: [{ code: '62' }],
      counties: ['istarska'],
      applicantTypes: ['large'],
      amountMax: null,
    })
    await fanOutPending(payload)
    expect(await recipients(istria.id)).toEqual([
      'bez-sifre@primjer.hr',
      'istra@primjer.hr',
      'iznos@primjer.hr',
      'nkd2025@primjer.hr',
      'odjeljak@primjer.hr',
      'razred@primjer.hr',
      'skupina@primjer.hr',
      'velika@primjer.hr',
    ])

    // An NKD 2025 code on a call reaches the NKD 2007 subscribers it corresponds to.
    const tagged2025 = await createCall('Natječaj s kodom NKD 2025', {
      nkdCodes: [{ code: '62.10', classification: 'nkd2025' }],
    } as Partial<FundingCall>)
    await fanOutPending(payload)
    // (Division 62 and group 62.0 hold 62.01, so they pair with 62.10 too.)
    expect(await recipients(tagged2025.id)).toEqual([
      'bez-sifre@primjer.hr',
      'istra@primjer.hr',
      'nkd2025@primjer.hr',
      'odjeljak@primjer.hr',
      'razred@primjer.hr',
      'skupina@primjer.hr',
      'zadar@primjer.hr',
    ])

    // A closed call is no news.
    const closed = await createCall('Zatvoreni natječaj', {
      deadline: '2020-01-31T10:00:00.000Z',
    })
    expect(await events(closed.id)).toEqual([])
  })
})

describe('alert events and mails', () => {
  it('mails each instant alert once within a round, several events of a call in one mail, in the alert’s language', async () => {
    const follower = await activeAlert('pratitelj@primjer.hr', { call: '', code: '62.01' })
    const call = await createCall('Vaučeri za digitalizaciju')
    const followed = await activeAlert('prati-poziv@primjer.hr', { call: call.id, language: 'en' })
    expect(followed).toMatchObject({ frequency: 'instant', codes: [], anyCode: false })
    await updateCall(call.id, { deadline: '2099-07-31T10:00:00.000Z' })
    // A save that changes only wording is no event, nor is saving the same values again.
    await updateCall(call.id, { shortDescription: 'Novi opis bez materijalnih promjena.' })
    await updateCall(call.id, { deadline: '2099-07-31T10:00:00.000Z' })
    await updateCall(call.id, { amountMax: 150_000, counties: ['istarska'] })
    expect(await events(call.id)).toEqual(['published', 'changed', 'changed'])

    const report = await round()
    expect(report).toMatchObject({ sent: 2, refused: 0, throttled: false })
    const [mail] = alertMails('pratitelj@primjer.hr')
    expect(alertMails('pratitelj@primjer.hr')).toHaveLength(1)
    expect(mail?.subject).toBe('Fondium: novosti za 1 natječaj koje pratite')
    expect(mail?.text).toContain('Vaučeri za digitalizaciju')
    expect(mail?.text).toContain('• Novi natječaj')
    expect(mail?.text).toContain('• Natječaj je izmijenjen')
    expect(mail?.text).toContain('Rok prijave: 30. lipnja 2099. → 31. srpnja 2099.')
    expect(mail?.text).toContain('Najveći iznos:')
    expect(mail?.text).toContain('Županije: dodano: Istarska županija')
    expect(mail?.text).toMatch(
      /Nije relevantno za mene: https:\/\/fondium\.example\/alerts\/not-relevant\?token=\d+\.[\w-]{32}&call=\d+/,
    )
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    expect(header(mail, 'list-unsubscribe')).toBe(
      `<https://fondium.example/api/alerts/unsubscribe?token=${alertToken(payload, follower)}>`,
    )

    // The follower of the call hears of its changes only (it followed after publication).
    const [english] = alertMails('prati-poziv@primjer.hr')
    expect(alertMails('prati-poziv@primjer.hr')).toHaveLength(1)
    expect(english?.subject).toBe('Fondium: news on 1 call you follow')
    expect(english?.text).toContain('• The call has changed')
    expect(english?.text).toContain('Deadline: June 30, 2099 → July 31, 2099')
    expect(english?.text).not.toContain('New call')
    expect(english?.text).toContain('https://fondium.example/en/natjecaj/')

    // Nothing is mailed twice: the next round finds nothing due.
    expect(await round()).toMatchObject({ sent: 0 })
    expect(
      (await deliveries()).map((delivery) => [delivery.status, Boolean(delivery.sentAt)]),
    ).toEqual(Array(5).fill(['sent', true]))
  })

  it('forgets a deleted call: its events, every delivery of it and the alerts that only followed it', async () => {
    const subscriber = await activeAlert('po-djelatnosti@primjer.hr', { code: '62.01' })
    const call = await createCall('Natječaj koji će biti obrisan')
    const follower = await activeAlert('prati-obrisani@primjer.hr', { call: call.id })
    await updateCall(call.id, { deadline: '2099-08-31T10:00:00.000Z' })
    expect(await round()).toMatchObject({ sent: 2 })
    // The subscriber has a delivery for each event (published, changed), the follower one.
    expect(await recipients(call.id)).toEqual([
      'po-djelatnosti@primjer.hr',
      'po-djelatnosti@primjer.hr',
      'prati-obrisani@primjer.hr',
    ])

    await payload.delete({
      collection: 'funding-calls',
      id: call.id,
      overrideAccess: true,
      context,
    })
    const left = async (collection: 'alerts' | 'alert-events' | 'alert-deliveries') =>
      (await payload.find({ collection, pagination: false, depth: 0, overrideAccess: true })).docs
    // No delivery or event is left behind with an empty call, and the follower is gone.
    expect(await left('alert-deliveries')).toEqual([])
    expect(await left('alert-events')).toEqual([])
    expect((await left('alerts')).map((alert) => alert.id)).toEqual([subscriber.id])
    expect(follower.id).not.toBe(subscriber.id)
  })

  it('tells followers 7 and 2 days before the deadline, and subscribers when a forthcoming call opens', async () => {
    const call = await createCall('Poziv s rokom', { deadline: '2099-03-20T10:00:00.000Z' })
    await activeAlert('rok@primjer.hr', { call: call.id })
    const forthcoming = await createCall('Najavljeni poziv', {
      opensAt: '2099-03-01T00:00:00.000Z',
      deadline: '2099-05-31T10:00:00.000Z',
    })
    expect(await events(forthcoming.id)).toEqual(['published'])
    await activeAlert('otvaranje@primjer.hr', { code: '62.01' })

    for (const day of [
      '2099-03-02',
      '2099-03-10',
      '2099-03-12',
      '2099-03-13',
      '2099-03-13',
      '2099-03-18',
    ]) {
      await recordTimedEvents(payload, new Date(`${day}T08:00:00Z`))
    }
    expect(await events(call.id)).toEqual(['published', 'closing7', 'closing2'])
    expect(await events(forthcoming.id)).toEqual(['published', 'opened'])

    await round(new Date('2099-03-18T08:01:00Z'))
    const [reminders] = alertMails('rok@primjer.hr')
    expect(reminders?.text).toContain('• Rok za prijavu ističe za 7 dana')
    expect(reminders?.text).toContain('• Rok za prijavu ističe za 2 dana')
    expect(reminders?.text).toContain('Rok prijave: 20. ožujka 2099.')
    const [opened] = alertMails('otvaranje@primjer.hr')
    expect(opened?.text).toContain('Najavljeni poziv')
    expect(opened?.text).toContain('• Natječaj je otvoren za prijave')
  })

  it('keeps a weekly alert’s news for the Monday-morning digest, and sends nothing when there is nothing', async () => {
    await activeAlert('tjedno@primjer.hr', { code: '62', frequency: 'weekly' })
    await activeAlert('tjedno-prazno@primjer.hr', { code: '01.11', frequency: 'weekly' })
    await createCall('Prvi poziv za tjedni pregled')
    await createCall('Drugi poziv za tjedni pregled', { nkdCodes: [{ code: '62.09' }] })
    expect(await round()).toMatchObject({ sent: 0 })
    expect(alertMails('tjedno@primjer.hr')).toHaveLength(0)

    const monday = new Date(nextDigestAt(new Date()).getTime() + 5 * 60 * 1000)
    expect(await round(monday)).toMatchObject({ sent: 1 })
    const [digest] = alertMails('tjedno@primjer.hr')
    expect(digest?.subject).toBe('Fondium: tjedni pregled natječaja (2)')
    expect(digest?.text).toContain('Vaš tjedni pregled')
    const text = String(digest?.text)
    expect(text.indexOf('Drugi poziv')).toBeLessThan(text.indexOf('Prvi poziv'))
    expect(alertMails('tjedno-prazno@primjer.hr')).toHaveLength(0)
  })
})

describe('exactly once', () => {
  it('mails each event once to each alert with two workers running rounds at the same time', async () => {
    const addresses = Array.from({ length: 12 }, (_, n) => `paralelno-${n}@primjer.hr`)
    for (const address of addresses) await activeAlert(address, { code: '62.01' })
    const call = await createCall('Poziv za dva radnika')
    await updateCall(call.id, { deadline: '2099-08-31T10:00:00.000Z' })
    const [first, second] = await Promise.all([round(), round()])
    await round()
    expect(first!.sent + second!.sent).toBeGreaterThanOrEqual(1)
    // Each event once per address: in one mail, or in two when one worker mailed the
    // publication before the other had fanned out the change.
    for (const address of addresses) {
      const text = alertMails(address)
        .map((mail) => mail.text ?? '')
        .join('\n')
      expect([address, text.split('• Novi natječaj').length - 1]).toEqual([address, 1])
      expect([address, text.split('• Natječaj je izmijenjen').length - 1]).toEqual([address, 1])
    }
    // Two events (published, changed) for each of the twelve, each sent once.
    expect(await deliveries({ status: { equals: 'sent' } })).toHaveLength(24)
  })

  it('goes on after a worker died in the middle of a fan-out, without a delivery twice', async () => {
    const addresses = Array.from({ length: 9 }, (_, n) => `prekid-${n}@primjer.hr`)
    for (const address of addresses) await activeAlert(address, { code: '62' })
    const call = await createCall('Poziv usred raspodjele')
    const [event] = (
      await payload.find({
        collection: 'alert-events',
        where: { call: { equals: call.id } },
        overrideAccess: true,
      })
    ).docs
    let batches = 0
    await expect(
      fanOutEvent(payload, event!.id, new Date(), {
        batchSize: 2,
        afterBatch: () => {
          batches += 1
          if (batches === 2) throw new Error('worker killed')
        },
      }),
    ).rejects.toThrow('worker killed')
    expect(await deliveries()).toHaveLength(4)
    // Held by the dead worker until its lease runs out; then the next one goes on.
    expect(await fanOutEvent(payload, event!.id, new Date(), { batchSize: 2 })).toBe(0)
    const later = new Date(Date.now() + 6 * 60 * 1000)
    expect(await fanOutEvent(payload, event!.id, later, { batchSize: 2 })).toBe(5)
    expect((await recipients(call.id)).sort()).toEqual([...addresses].sort())
    await round()
    for (const address of addresses) expect(alertMails(address)).toHaveLength(1)
  })

  it('delivers each of 500 mails exactly once when the mail server restarts in the middle of a round', async () => {
    const now = new Date()
    const first = 900_001
    const subscribers = Array.from({ length: 500 }, (_, n) => ({
      id: first + n,
      email: `ponovno-${n}@primjer.hr`,
      locale: 'hr' as const,
      frequency: 'instant' as const,
      codes: [],
      version: 'nkd2007' as const,
      county: null,
      size: null,
      programme: null,
      minAmount: null,
    }))
    await seedAlerts(payload, subscribers, now)
    const call = await createCall('Poziv za ponovno pokretanje poslužitelja')

    // Rounds as the alert loop runs them, until nothing is due; meanwhile, once a hundred mails
    // have arrived, the mail server goes down and comes back on the same port.
    const rounds = (async () => {
      let sent = 0
      for (;;) {
        const report = await round()
        sent += report.sent
        if (report.sent === 0) return sent
      }
    })()
    await expect
      .poll(() => smtp.mails.length, { timeout: 60_000, interval: 5 })
      .toBeGreaterThanOrEqual(100)
    await smtp.stop()
    const beforeRestart = smtp.mails.length
    await smtp.start()
    expect(await rounds).toBe(500)

    expect(beforeRestart).toBeLessThan(500)
    const received = smtp.mails.flatMap((mail) =>
      [mail.to ?? []].flat().map((address) => address.text),
    )
    expect(received).toHaveLength(500)
    expect(new Set(received)).toEqual(new Set(subscribers.map((alert) => alert.email)))
    expect(
      await deliveries({ and: [{ call: { equals: call.id } }, { status: { equals: 'sent' } }] }),
    ).toHaveLength(500)
  }, 180_000)

  it('throttles sending to the configured rate and leaves the rest for the next round', async () => {
    for (const n of [1, 2, 3]) await activeAlert(`polako-${n}@primjer.hr`, { code: '62.01' })
    await createCall('Poziv za ograničenje slanja')
    expect(await round(new Date(), 2)).toMatchObject({ sent: 2, throttled: true })
    expect(await deliveries({ status: { equals: 'queued' } })).toHaveLength(1)
    expect(await round(new Date(), 3)).toMatchObject({ sent: 1, throttled: false })
    expect(smtp.mails).toHaveLength(3 + 0)
  })

  it('pauses an alert whose mail server refuses it for good and tells the editors', async () => {
    const editor = await payload.create({
      collection: 'users',
      data: userData({
        email: 'urednik.obavijesti@fondium.example',
        password: 'lozinka-za-obavijesti-2',
        fullName: 'Urednik Obavijesti',
        role: 'editor',
      }),
      overrideAccess: true,
    })
    try {
      const refused = await activeAlert('nepostoji@primjer.hr', { code: '62.01' })
      await activeAlert('postoji@primjer.hr', { code: '62.01' })
      smtp.refused.add('nepostoji@primjer.hr')
      await createCall('Poziv za odbijenu adresu')
      expect(await round()).toMatchObject({ sent: 1, refused: 1 })
      expect(
        await payload.findByID({ collection: 'alerts', id: refused.id, overrideAccess: true }),
      ).toMatchObject({ status: 'paused', pausedBy: 'refused' })
      expect(await deliveries({ status: { equals: 'refused' } })).toHaveLength(1)
      const [notice] = smtp.to('urednik.obavijesti@fondium.example')
      expect(notice?.subject).toBe('Obavijest o natječajima pauzirana: poslužitelj je odbio poštu')
      expect(notice?.text).toContain('nepostoji@primjer.hr')
      // Paused: the next call is not even queued for it.
      await createCall('Sljedeći poziv')
      await round()
      expect(await deliveries({ alert: { equals: refused.id } })).toHaveLength(1)
    } finally {
      await payload.delete({ collection: 'users', id: editor.id, overrideAccess: true })
    }
  })
})

describe('managing an alert by its links', () => {
  it('edits, pauses, marks a call not relevant and deletes with its history; GET never unsubscribes', async () => {
    const alert = await activeAlert('upravljanje@primjer.hr', { code: '62.01' })
    const token = alertToken(payload, alert)
    const call = await createCall('Poziv koji nije relevantan')
    await round()
    expect(alertMails('upravljanje@primjer.hr')).toHaveLength(1)
    const server = await serveApi(payload)
    const post = (path: string, body: Record<string, unknown>) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': 'alerts-manage' },
        body: JSON.stringify(body),
      })
    try {
      expect(
        (
          await post('/api/alerts/manage', {
            token: `${alert.id}.${'x'.repeat(32)}`,
            action: 'pause',
          })
        ).status,
      ).toBe(404)
      const edited = await post('/api/alerts/manage', {
        token,
        action: 'update',
        code: '62.01',
        moreCodes: '63.11',
        frequency: 'weekly',
      })
      expect([edited.status, await edited.json()]).toEqual([200, { ok: true, status: 'updated' }])
      expect(
        await payload.findByID({ collection: 'alerts', id: alert.id, overrideAccess: true }),
      ).toMatchObject({
        status: 'active',
        frequency: 'weekly',
        codes: [{ code: '62.01' }, { code: '63.11' }],
      })
      const bad = await post('/api/alerts/manage', { token, action: 'update', code: 'x' })
      expect(bad.status).toBe(400)

      // Paused, what was waiting is dropped; resumed, it waits for news again.
      const other = await createCall('Poziv dok je obavijest pauzirana')
      await fanOutPending(payload)
      expect(await (await post('/api/alerts/manage', { token, action: 'pause' })).json()).toEqual({
        ok: true,
        status: 'paused',
      })
      expect(await deliveries({ call: { equals: other.id } })).toMatchObject([
        { status: 'dropped' },
      ])
      await post('/api/alerts/manage', { token, action: 'resume' })
      expect(
        await payload.findByID({ collection: 'alerts', id: alert.id, overrideAccess: true }),
      ).toMatchObject({ status: 'active', pausedBy: null })

      expect(
        await (await post('/api/alerts/not-relevant', { token, call: call.id })).json(),
      ).toEqual({ ok: true })
      const ofCall: Where = {
        and: [{ alert: { equals: alert.id } }, { call: { equals: call.id } }],
      }
      const [mark] = await deliveries(ofCall)
      expect(mark).toMatchObject({ notRelevant: true, status: 'sent' })
      // Editors see the count in the call's sidebar in /admin.
      const sidebar = await NotRelevantCount({ payload, id: call.id, i18n: { language: 'en' } })
      expect(sidebar?.props.children[1].props.children).toBe(
        '1 of the 1 subscribers mailed this call marked it not relevant. Many such marks suggest its activity codes or filters may be tagged poorly.',
      )
      // A change to that call no longer reaches this alert.
      await updateCall(call.id, { deadline: '2099-09-30T10:00:00.000Z' })
      await fanOutPending(payload)
      expect(await deliveries(ofCall)).toHaveLength(1)

      const page = await fetch(`${server.url}/api/alerts/unsubscribe?token=${token}`, {
        redirect: 'manual',
      })
      expect(page.status).toBe(303)
      expect(page.headers.get('location')).toBe(
        `/alerts/manage?token=${encodeURIComponent(token)}&leave=1#delete`,
      )
      expect(await payload.count({ collection: 'alerts', overrideAccess: true })).toEqual({
        totalDocs: 1,
      })
      const oneClick = await fetch(`${server.url}/api/alerts/unsubscribe?token=${token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      })
      expect(oneClick.status).toBe(200)
      expect(await payload.count({ collection: 'alerts', overrideAccess: true })).toEqual({
        totalDocs: 0,
      })
      expect(await deliveries({ alert: { equals: alert.id } })).toHaveLength(0)
      expect((await post('/api/alerts/manage', { token, action: 'resume' })).status).toBe(404)
    } finally {
      await server.close()
    }
  })
})

describe('the alerts behind the whole API', () => {
  it('answers the site’s subscription at /api/alerts and keeps the collections closed to visitors', async () => {
    const server = await serveApi(payload)
    try {
      const response = await fetch(`${server.url}/api/alerts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' },
        body: JSON.stringify({ email: 'kroz-api@primjer.hr', code: '62.01' }),
      })
      expect([response.status, await response.json()]).toEqual([
        200,
        { ok: true, status: 'pending' },
      ])
      for (const collection of ['alerts', 'alert-events', 'alert-deliveries']) {
        const list = await fetch(`${server.url}/api/${collection}`)
        expect([collection, list.status]).toEqual([collection, 403])
      }
    } finally {
      await server.close()
    }
  })
})
