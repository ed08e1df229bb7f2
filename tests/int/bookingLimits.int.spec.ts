import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { bookingOptions, type SlotView } from '@/features/booking'
import { bookingMailLimit } from '@/features/booking/mailAllowance'
import { formResult as bookingResult } from '@/features/booking/formResult'
import { resultMessages } from '@/forms/results'
import de from '@/i18n/messages/de.json'
import en from '@/i18n/messages/en.json'
import hr from '@/i18n/messages/hr.json'

import type { SmtpPeer } from '../support/smtpPeer.mjs'
import { serveApi } from './endpointServer'
import { drainJobs, mailTestbed } from './mailSetup'

/**
 * Issue 48, finding 4: mail flooding through bookings. Each booking, move and cancel mails the
 * visitor's address, which nobody confirmed; an address may hold only 2 upcoming consultations,
 * and be sent at most 8 booking mails a day (the reminder included). Over real HTTP, with the
 * mails as the SMTP peer receives them, on SQLite or PostgreSQL.
 */

let payload: Payload
let smtp: SmtpPeer
let server: Awaited<ReturnType<typeof serveApi>>
let client = 0

const testbed = mailTestbed(['lead-events', 'leads', 'bookings', 'advisers', 'payload-jobs'])
beforeAll(async () => {
  ;({ payload, smtp } = testbed)
  server = await serveApi(payload)
})
afterAll(() => server.close())

let adviserEmail = ''
beforeEach(async () => {
  const adviser = await payload.create({
    collection: 'advisers',
    data: { name: 'Ivan Perić', email: 'ivan.peric@fondium.example' },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  adviserEmail = adviser.email
})

/** A POST from a client address of its own, so that only the limits per e-mail address meet. */
function post(path: string, body: Record<string, unknown>, language = 'en', form = false) {
  client += 1
  return fetch(`${server.url}/api/bookings${path}?locale=${language}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      'x-forwarded-for': `198.51.100.${(client % 250) + 1}`,
    },
    body: form
      ? new URLSearchParams(body as Record<string, string>).toString()
      : JSON.stringify(body),
  })
}

const person = (email: string) => ({
  name: 'Petra Novak',
  email,
  phone: '+385 91 234 5678',
  company: 'Pekara Novak d.o.o.',
  topic: 'Nova peć i proširenje proizvodnje: koji natječaj odgovara?',
  consent: true,
})

/** The first free slots offered now (the route books against the clock). */
/**
 * The free slots of a day at least three days ahead: their reminders (a day before) are two days
 * away, never due while a test runs. The first free day's could start just over a day from now,
 * and a reminder falling due between two drains was one mail more than a test counted.
 */
async function freeSlots(): Promise<SlotView[]> {
  const { days } = await bookingOptions(payload, {})
  const soonest = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
  const day = days.find((entry) => entry.free >= 4 && entry.day >= soonest)
  expect(day, 'a day with four free slots three days ahead or later').toBeDefined()
  const { slots } = await bookingOptions(payload, { day: day!.day })
  return slots
}

const stored = async (email: string) =>
  (
    await payload.find({
      collection: 'bookings',
      where: { email: { equals: email } },
      sort: 'id',
      depth: 0,
      pagination: false,
      overrideAccess: true,
      showHiddenFields: true,
    })
  ).docs

const count = async (collection: 'bookings' | 'leads' | 'payload-jobs') =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs

/** Where a form post was sent, as path and query. */
const location = (response: Response) => {
  const url = new URL(response.headers.get('location') ?? '', server.url)
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) }
}

describe('4. mail flooding through bookings', () => {
  it('refuses a third upcoming booking of one address with a message in each language, and stores and sends nothing', async () => {
    const address = 'vlasnica@pekara-novak.example'
    const slots = await freeSlots()
    // A consultation already held does not count: only those ahead do.
    await payload.create({
      collection: 'bookings',
      data: {
        ...person(address),
        start: '2020-03-02T09:00:00.000Z',
        end: '2020-03-02T09:30:00.000Z',
        locale: 'hr',
        status: 'held',
        salt: 'test',
      },
      overrideAccess: true,
    })
    const first = await post('', { ...person(address), start: slots[0]!.start }, 'hr')
    expect(first.status).toBe(200)
    // The address as typed differently is the same address.
    const second = await post('', {
      ...person(`  ${address.toUpperCase()} `),
      start: slots[1]!.start,
    })
    expect(second.status).toBe(200)
    await drainJobs(payload)
    const mails = smtp.mails.length
    const before = {
      bookings: await count('bookings'),
      leads: await count('leads'),
      jobs: await count('payload-jobs'),
    }

    for (const [language, messages] of [
      ['en', en],
      ['hr', hr],
      ['de', de],
    ] as const) {
      const third = await post('', { ...person(address), start: slots[2]!.start }, language)
      expect(third.status).toBe(400)
      expect(await third.json()).toEqual({
        error: messages.Booking.problem.upcoming,
        errors: { email: messages.Booking.problem.upcoming },
      })
    }
    expect(en.Booking.problem.upcoming).toBe(
      'This e-mail address already has 2 booked consultations. You can move or cancel one of them with the link in the e-mail you received for it.',
    )
    expect(hr.Booking.problem.upcoming).toMatch(/već su rezervirane 2 konzultacije/)
    expect(de.Booking.problem.upcoming).toMatch(/bereits 2 Beratungen gebucht/)
    // Without JavaScript: the result page names the same problem.
    const form = await post(
      '',
      { ...person(address), consent: 'on', start: slots[2]!.start },
      'hr',
      true,
    )
    expect(form.status).toBe(303)
    const page = location(form)
    expect(page).toEqual({
      path: '/forms/booking',
      query: { status: 'invalid', problems: 'upcoming' },
    })
    expect(resultMessages(bookingResult, page.query.status, page.query.problems)).toEqual([
      { key: 'problem.upcoming', tone: 'error' },
    ])

    expect(await count('bookings')).toBe(before.bookings)
    expect(await count('leads')).toBe(before.leads)
    expect(await count('payload-jobs')).toBe(before.jobs)
    expect((await stored(address)).map((booking) => booking.start)).not.toContain(slots[2]!.start)
    await drainJobs(payload)
    expect(smtp.mails).toHaveLength(mails)

    // Another address is not affected.
    const other = await post('', {
      ...person('susjed@mlin-horvat.example'),
      start: slots[2]!.start,
    })
    expect(other.status).toBe(200)

    // One cancelled by its link frees a place for the address.
    const { token } = await first.json()
    expect((await post('/manage', { token, action: 'cancel' })).status).toBe(200)
    const again = await post('', { ...person(address), start: slots[3]!.start })
    expect(again.status).toBe(200)
  })

  it('refuses moves and cancels past the address’s 8 booking mails a day: the booking keeps its slot, and the SMTP peer never gets more than 8', async () => {
    expect(bookingMailLimit).toMatchObject({ points: 8, durationSeconds: 86_400 })
    const address = 'poplava@pekara-novak.example'
    const slots = await freeSlots()
    const booked = await post('', { ...person(address), start: slots[0]!.start })
    expect(booked.status).toBe(200)
    const { token } = await booked.json()
    // The booking's mail and 7 moves: 8 mails to the address.
    const targets = Array.from({ length: 7 }, (_, n) => slots[1 + (n % 2)]!)
    for (const target of targets) {
      const moved = await post('/manage', { token, action: 'move', start: target.start })
      expect(moved.status).toBe(200)
    }
    const held = targets.at(-1)!
    const [before] = await stored(address)
    expect(before).toMatchObject({ start: held.start, sequence: 7, status: 'booked' })

    // The 9th mail: refused before anything changes, in the visitor's language.
    const refused = await post('/manage', { token, action: 'move', start: slots[3]!.start })
    expect(refused.status).toBe(429)
    const wait = Number(refused.headers.get('retry-after'))
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(86_400)
    expect(await refused.json()).toEqual({ error: en.Booking.result.mailLimit })
    const cancel = await post('/manage', { token, action: 'cancel' }, 'de')
    expect(cancel.status).toBe(429)
    expect(await cancel.json()).toEqual({ error: de.Booking.result.mailLimit })
    // Without JavaScript: the result page says the same.
    const form = await post('/manage', { token, action: 'cancel' }, 'hr', true)
    expect(form.status).toBe(303)
    const page = location(form)
    expect(page).toEqual({ path: '/forms/booking', query: { status: 'mail-limited' } })
    expect(resultMessages(bookingResult, page.query.status, undefined)).toEqual([
      { key: 'result.mailLimit', tone: 'error' },
    ])
    // A new booking of the address is refused too, and stores nothing.
    const bookings = await count('bookings')
    const third = await post('', { ...person(address), start: slots[3]!.start }, 'hr')
    expect(third.status).toBe(429)
    expect(await third.json()).toEqual({ error: hr.Booking.result.mailLimit })
    expect(await count('bookings')).toBe(bookings)

    const [after] = await stored(address)
    expect(after).toMatchObject({
      start: held.start,
      sequence: 7,
      status: 'booked',
      slotKey: before!.slotKey,
    })
    expect((await bookingOptions(payload, { day: held.day })).slots).not.toContainEqual(held)

    // Every change that happened was mailed, and nothing more: the reminder, due now, too.
    const reminders = await payload.update({
      collection: 'payload-jobs',
      where: { 'input.kind': { equals: 'reminder' } },
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    const current = reminders.docs.filter(
      (job) => Date.parse((job.input as { start?: string }).start ?? '') === Date.parse(held.start),
    )
    expect(current.length).toBeGreaterThan(0)
    await drainJobs(payload)
    const received = smtp.to(address)
    expect(received).toHaveLength(bookingMailLimit.points)
    const subjects = received.map((mail) => mail.subject ?? '')
    expect(
      subjects.filter((subject) => subject.startsWith('Your free consultation is booked')),
    ).toHaveLength(1)
    expect(
      subjects.filter((subject) => subject.startsWith('Your consultation has been moved')),
    ).toHaveLength(7)
    expect(subjects.filter((subject) => subject.startsWith('Reminder'))).toEqual([])
    expect(smtp.to(adviserEmail)).toHaveLength(8)

    // Another address is not affected.
    const other = await post('', { ...person('drugi@mlin-horvat.example'), start: slots[3]!.start })
    expect(other.status).toBe(200)
    const otherToken = (await other.json()).token
    const moved = await post('/manage', {
      token: otherToken,
      action: 'move',
      start: slots[0]!.start,
    })
    expect(moved.status).toBe(200)
    await drainJobs(payload)
    expect(smtp.to('drugi@mlin-horvat.example')).toHaveLength(2)
  })
})
