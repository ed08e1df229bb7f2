import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookingOptions } from '@/features/booking'

import { serveApi } from './endpointServer'
import { drainJobs, mailTestbed } from './mailSetup'

/**
 * The second round of the attacker's probe (issue 48): odd queries and addresses under /api
 * answer 400 or 404, the booking honeypot answers like a booking, a field of the wrong type is
 * named as such, and an IPv6 client is counted by its /64. One describe per finding, over real
 * HTTP on SQLite or PostgreSQL. (Methods and addresses of the pages: scripts/http and the
 * browser tests; every route with every method: apiSurface.int.spec.ts.)
 */

let server: Awaited<ReturnType<typeof serveApi>>
let address = 0

// Leads and their events first: they point at bookings.
const testbed = mailTestbed(['lead-events', 'leads', 'bookings', 'advisers', 'payload-jobs'])
beforeAll(async () => {
  server = await serveApi(testbed.payload)
})
afterAll(() => server.close())

const nextAddress = () => `203.0.113.${(address++ % 250) + 1}`

async function call(method: string, path: string, body?: unknown, from = nextAddress()) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      'x-forwarded-for': from,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  })
  const text = await response.text()
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  }
}

const wrongType =
  'The value of this field is of the wrong type (for example a number or a list where text belongs).'

const visitor = {
  name: 'Petra Novak',
  email: 'petra.novak@pekara-novak.example',
  phone: '+385 91 234 5678',
  company: 'Pekara Novak d.o.o.',
  topic: 'Nova peć i proširenje proizvodnje: koji natječaj odgovara?',
  consent: true,
}

/** A free slot of an adviser taken on for the test (real time: the route books by the clock). */
async function freeSlot() {
  await testbed.payload.create({
    collection: 'advisers',
    data: { name: 'Ivan Perić', email: 'ivan.peric@fondium.example' },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  // A day with two free slots at least three days ahead: the first free day can hold a single
  // slot (late in a Sunday afternoon, the first bookable hour is the last of Monday's), and a
  // booking's reminder, a day before, must not fall due between two drains of the job queue.
  const { days } = await bookingOptions(testbed.payload, {})
  const soonest = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
  const day = days.find((entry) => entry.free >= 2 && entry.day >= soonest)
  expect(day, 'a day with two free slots three days ahead or later').toBeDefined()
  const options = await bookingOptions(testbed.payload, { day: day!.day })
  expect(options.slots.length).toBeGreaterThanOrEqual(2)
  return options.slots
}

const count = async (collection: 'bookings' | 'leads' | 'payload-jobs') =>
  (await testbed.payload.count({ collection, overrideAccess: true })).totalDocs

describe('8. odd queries and addresses under /api answer 400 or 404, never 500', () => {
  it('refuses near, within, intersects and all where no field takes them, on lists and counts', async () => {
    for (const operator of ['near', 'within', 'intersects', 'all']) {
      for (const path of ['/api/funding-calls', '/api/funding-calls/count']) {
        for (const field of ['id', 'deadline', 'fundName', 'counties', 'programme']) {
          const query = `?where[${field}][${operator}]=1,2`
          const answer = await call('GET', `${path}${query}`)
          expect(answer.status, `${path}${query}`).toBe(400)
          expect(answer.body, `${path}${query}`).toEqual({
            errors: [{ message: `"${field}" cannot be queried with "${operator}".` }],
          })
        }
      }
    }
    expect((await call('GET', '/api/funding-calls?%77here[id][all]=1')).status).toBe(400)
    expect((await call('GET', '/api/funding-calls?where[or][0][id][near]=1,2')).status).toBe(400)
  })

  it('refuses a text pattern on what is not text, and a list where one value belongs', async () => {
    for (const query of [
      'where[deadline][contains]=x',
      'where[deadline][not_like]=x',
      'where[programme][not_like]=x',
      'where[amountMin][contains]=1',
      'where[counties][like]=x',
      'where[fundName][equals][0]=a&where[fundName][equals][1]=b',
      'where[fundName][less_than][a]=b',
    ]) {
      const answer = await call('GET', `/api/funding-calls?${query}`)
      expect(answer.status, query).toBe(400)
    }
    // What a list filter of /admin sends still answers.
    for (const query of [
      'where[fundName][like]=digital',
      'where[fundName][contains]=digital',
      'where[deadline][greater_than]=2026-01-01',
      'where[counties][in]=osjecko-baranjska',
      'where[programme][exists]=true',
    ]) {
      expect((await call('GET', `/api/funding-calls?${query}`)).status, query).toBe(200)
    }
  })

  it('answers 404 where Payload would look up a word as a document’s id', async () => {
    // POST /access answers what one may do; a GET looks up a document called "access".
    expect((await call('GET', '/api/funding-calls/access')).status).toBe(404)
    expect((await call('GET', '/api/users/access')).status).toBe(404)
    expect((await call('POST', '/api/funding-calls/access')).status).toBe(200)
    // A file needs its name.
    expect((await call('GET', '/api/media/file')).status).toBe(404)
    expect((await call('GET', '/api/media/file/')).status).toBe(404)
    // Routes by the wrong method.
    expect((await call('GET', '/api/users/login')).status).toBe(404)
    expect((await call('DELETE', '/api/funding-calls/count')).status).toBe(404)
    expect((await call('PATCH', '/api/funding-calls/versions')).status).toBe(404)
    // An address Payload cannot decode.
    expect((await call('GET', '/api/funding-calls/%E0%A4%A')).status).toBe(404)
    expect((await call('GET', '/api/funding-calls/count')).status).toBe(200)
  })
})

describe('INFO: the booking honeypot answers like a booking, and nothing is kept', () => {
  it('answers a filled honeypot as a booking, with a token that opens nothing, and stores and sends nothing', async () => {
    const [slot, other] = await freeSlot()
    const real = await call('POST', '/api/bookings?locale=hr', { ...visitor, start: other!.start })
    expect(real.status).toBe(200)
    await drainJobs(testbed.payload)
    const mailsBefore = testbed.smtp.mails.length
    expect(mailsBefore).toBeGreaterThan(0)
    const bookingsBefore = await count('bookings')
    const leadsBefore = await count('leads')
    const jobsBefore = await count('payload-jobs')

    const spam = await call('POST', '/api/bookings?locale=hr', {
      ...visitor,
      start: slot!.start,
      website: 'https://spam.example',
    })
    expect(spam.status).toBe(200)
    expect(spam.body).toMatchObject({
      ok: true,
      booking: { start: slot!.start, day: slot!.day, time: slot!.time, status: 'booked' },
    })
    // The same shape as a booking's answer.
    expect(Object.keys(spam.body).sort()).toEqual(Object.keys(real.body).sort())
    const booking = spam.body.booking as Record<string, unknown>
    expect(Object.keys(booking).sort()).toEqual(
      Object.keys(real.body.booking as Record<string, unknown>).sort(),
    )
    expect(spam.body.token).toMatch(/^\d{1,10}\.[\w-]{32}$/)
    expect(booking.token).toBe(spam.body.token)

    expect(await count('bookings')).toBe(bookingsBefore)
    expect(await count('leads')).toBe(leadsBefore)
    expect(await count('payload-jobs')).toBe(jobsBefore)
    await drainJobs(testbed.payload)
    expect(testbed.smtp.mails).toHaveLength(mailsBefore)
    const opened = await call('POST', '/api/bookings/manage?locale=en', {
      token: spam.body.token,
      action: 'cancel',
    })
    expect(opened.status).toBe(404)
  })
})

describe('INFO: a field of the wrong type is named as such, not asked for as missing', () => {
  it('says which field has a value of the wrong type on the booking, contact, account and download forms', async () => {
    const [slot] = await freeSlot()
    const booking = await call('POST', '/api/bookings?locale=en', {
      ...visitor,
      start: slot!.start,
      name: 42,
      phone: ['+385 91 234 5678'],
    })
    expect(booking.status).toBe(400)
    expect(booking.body).toEqual({
      error: wrongType,
      errors: { name: wrongType, phone: wrongType },
    })

    const contact = await call('POST', '/api/contact?locale=en', {
      firstName: 'Ana',
      lastName: 'Horvat',
      email: 'ana@primjer.hr',
      message: { text: 'Upit' },
    })
    expect(contact.status).toBe(400)
    expect(contact.body).toEqual({ error: wrongType, errors: { message: wrongType } })

    const login = await call('POST', '/api/account/login?locale=en', { email: 5, password: 'x' })
    expect(login.status).toBe(400)
    expect(login.body).toMatchObject({ errors: { email: wrongType } })

    const download = await call('POST', '/api/resources/request?locale=en', {
      download: 1,
      firstName: true,
      email: 'ana@primjer.hr',
    })
    expect(download.status).toBe(400)
    expect(download.body).toMatchObject({ errors: { firstName: wrongType } })

    // A missing field is still asked for.
    const missing = await call('POST', '/api/contact?locale=en', { firstName: 7 })
    expect(missing.body).toMatchObject({
      error: 'Please fill in all required fields.',
      errors: { firstName: wrongType, email: 'Please fill in all required fields.' },
    })
    expect(await count('bookings')).toBe(0)
    expect(await count('leads')).toBe(0)
  })
})

describe('INFO: rate limits count an IPv6 client by its /64', () => {
  it('gives every address of one /64 one allowance, and another /64 its own', async () => {
    const check = (from: string) =>
      call('POST', '/api/funding-check?locale=en', { oib: '69435151530', nkd: '62.01' }, from)
    const statuses: number[] = []
    for (let n = 1; n <= 21; n += 1) statuses.push((await check(`2001:db8:48:1::${n}`)).status)
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200))
    expect(statuses[20]).toBe(429)
    expect((await check('2001:db8:48:1:ffff:ffff:ffff:fffe')).status).toBe(429)
    expect((await check('2001:db8:48:2::1')).status).toBe(200)
    // IPv4 clients keep an allowance each.
    expect((await check('198.51.100.48')).status).toBe(200)
  })
})
