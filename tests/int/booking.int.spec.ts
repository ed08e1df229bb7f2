import ICAL from 'ical.js'
import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { renderToStaticMarkup } from 'react-dom/server'

import { bookingOptions, bookingToken } from '@/features/booking'
import { BookingAgenda } from '@/features/booking/admin/BookingAgenda'
import type { SlotView } from '@/features/booking'
import type { Adviser, Booking, FundingCall } from '@/payload-types'

import type { SmtpPeer } from '../support/smtpPeer.mjs'
import { serveApi } from './endpointServer'
import { drainJobs, firmInbox, payloadWithSmtpPeer } from './mailSetup'
import { deleteAll } from './payload'

/**
 * Booking the free consultation, on the real database and through the HTTP API: slots in Zagreb
 * time across a clock change and public holidays, the minimum notice and the horizon; a slot
 * that 50 visitors try at once goes to one; move and cancel by the mailed link; the mails and
 * their invitations as the SMTP peer receives them, read with an iCalendar parser.
 */

let payload: Payload
let smtp: SmtpPeer
let server: Awaited<ReturnType<typeof serveApi>>
let address = 0
const context = { disableRevalidate: true }

const defaults = {
  slotMinutes: 30,
  bufferMinutes: 0,
  minNoticeHours: 24,
  horizonDays: 30,
  closedDates: [] as { day: string }[],
  place: 'office' as const,
  videoLink: null,
}

const settings = (data: Partial<typeof defaults> & { closedDates?: { day: string }[] }) =>
  payload.updateGlobal({
    slug: 'booking-settings',
    data: { ...defaults, ...data },
    overrideAccess: true,
    context,
  })

const adviser = (name: string, data: Partial<Adviser> = {}) =>
  payload.create({
    collection: 'advisers',
    data: {
      name,
      email: `${name
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/\W+/g, '.')}@fondium.example`,
      ...data,
    },
    overrideAccess: true,
    context,
  })

const post = (path: string, body: Record<string, unknown>, language = 'hr') =>
  fetch(`${server.url}/api/bookings${path}?locale=${language}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `203.0.113.${(address++ % 250) + 1}`,
    },
    body: JSON.stringify(body),
  })

const person = {
  name: 'Petra Novak',
  email: 'petra.novak@pekara-novak.example',
  phone: '+385 91 234 5678',
  company: 'Pekara Novak d.o.o.',
  topic: 'Nova peć i proširenje proizvodnje: koji natječaj odgovara?',
}
/** What the booking form posts: the person and their consent. */
const visitor = { ...person, consent: true }

/**
 * The free slots offered now (real time: the HTTP route books against the clock) on the first
 * day at least three days ahead with three free: their reminders (a day before) are two days
 * away, never due while a test runs. The first free day's slots could start just over a day
 * from now, and a reminder falling due between two drains was one mail more than a test counted.
 */
async function freeSlots() {
  const { days } = await bookingOptions(payload, {})
  const soonest = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
  const day = days.find((entry) => entry.free >= 3 && entry.day >= soonest)
  expect(day, 'a day with three free slots three days ahead or later').toBeDefined()
  return bookingOptions(payload, { day: day!.day })
}

/** The calendar part of a mail, parsed: its method and its one event. */
function invitationOf(mail: ParsedMail | undefined) {
  const part = mail?.attachments.find((attachment) =>
    attachment.contentType.startsWith('text/calendar'),
  )
  expect(part, `calendar part in "${mail?.subject}"`).toBeDefined()
  const calendar = new ICAL.Component(ICAL.parse(part!.content.toString('utf8')))
  const event = calendar.getFirstSubcomponent('vevent')!
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    status: event.getFirstPropertyValue('status'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    attendees: event
      .getAllProperties('attendee')
      .map((line) => String(line.getFirstValue()).replace(/^mailto:/i, 'mailto:')),
  }
}

const bookings = async () =>
  (
    await payload.find({
      collection: 'bookings',
      sort: 'id',
      depth: 0,
      pagination: false,
      overrideAccess: true,
      showHiddenFields: true,
    })
  ).docs

beforeAll(async () => {
  ;({ payload, smtp } = await payloadWithSmtpPeer())
  server = await serveApi(payload)
})

afterAll(async () => {
  await server.close()
  await smtp.stop()
})

beforeEach(async () => {
  await deleteAll(payload, 'lead-events')
  await deleteAll(payload, 'leads')
  await deleteAll(payload, 'bookings')
  await deleteAll(payload, 'advisers')
  await payload.delete({
    collection: 'payload-jobs',
    where: { id: { exists: true } },
    overrideAccess: true,
  })
  await settings({})
  smtp.mails.length = 0
})

describe('slots in Zagreb time', () => {
  it('keeps 8:00–17:00 across the spring clock change, closes Easter Monday and a closed date, and honours notice and horizon', async () => {
    await adviser('Ivan Perić')
    await settings({ closedDates: [{ day: '2027-03-31' }] })
    // Wednesday 24 March 2027, 11:00 in Zagreb; the clocks go forward on Sunday 28 March,
    // which is Easter Sunday: Monday 29 March is Easter Monday.
    const now = new Date('2027-03-24T10:00:00.000Z')
    const day = async (value: string) => bookingOptions(payload, { day: value }, now)

    const thursday = await day('2027-03-25')
    expect(thursday.day).toBe('2027-03-25')
    // 24 hours' notice: the first slot is 11:00 Zagreb (10:00 UTC, winter time).
    expect(thursday.slots[0]).toEqual({
      start: '2027-03-25T10:00:00.000Z',
      day: '2027-03-25',
      time: '11:00',
    })
    expect(thursday.slots.at(-1)?.time).toBe('16:30')
    expect(thursday.slots).toHaveLength(12)

    const friday = await day('2027-03-26')
    expect(friday.slots[0]).toMatchObject({ start: '2027-03-26T07:00:00.000Z', time: '08:00' })
    expect(friday.slots).toHaveLength(18)

    const tuesday = await day('2027-03-30')
    // Summer time: 8:00 in Zagreb is 6:00 UTC.
    expect(tuesday.slots[0]).toMatchObject({ start: '2027-03-30T06:00:00.000Z', time: '08:00' })
    expect(tuesday.slots.at(-1)).toMatchObject({ start: '2027-03-30T14:30:00.000Z', time: '16:30' })

    const days = new Map(friday.days.map((entry) => [entry.day, entry]))
    expect(days.get('2027-03-29')).toMatchObject({ free: 0, closed: 'holiday' })
    expect(days.get('2027-03-29')?.holiday).toMatch(/Uskrsn|Uskrš/)
    expect(days.get('2027-03-31')).toMatchObject({ free: 0, closed: 'closed' })
    expect(days.get('2027-03-27')).toMatchObject({ free: 0, closed: null })
    expect(days.get('2027-03-24')).toMatchObject({ free: 0 })
    // The horizon: 30 days ahead is the last day offered.
    expect(friday.days.at(-1)?.day).toBe('2027-04-23')
    expect(days.has('2027-04-24')).toBe(false)
    expect((await day('2027-04-26')).day).toBe('2027-03-25')
  })

  it('closes Corpus Christi and Christmas Day', async () => {
    await adviser('Ivan Perić')
    const corpusChristi = await bookingOptions(
      payload,
      { day: '2027-05-27' },
      new Date('2027-05-10T08:00:00.000Z'),
    )
    expect(corpusChristi.days.find((entry) => entry.day === '2027-05-27')).toMatchObject({
      free: 0,
      closed: 'holiday',
      holiday: 'Tijelovo',
    })
    expect(corpusChristi.slots).toEqual([])
    const christmas = await bookingOptions(
      payload,
      { day: '2026-12-25' },
      new Date('2026-12-01T08:00:00.000Z'),
    )
    expect(christmas.days.find((entry) => entry.day === '2026-12-25')).toMatchObject({
      free: 0,
      closed: 'holiday',
    })
    expect(christmas.days.find((entry) => entry.day === '2026-12-24')?.free).toBe(18)
  })

  it('offers a slot while one adviser is free, and an adviser’s own hours', async () => {
    const early = await adviser('Ana Jurković', {
      hours: [{ day: '1', from: '07:00', to: '09:00' }],
    })
    const late = await adviser('Ivan Perić', { hours: [{ day: '1', from: '08:00', to: '10:00' }] })
    const now = new Date('2027-03-03T08:00:00.000Z')
    const monday = await bookingOptions(payload, { day: '2027-03-08' }, now)
    expect(monday.slots.map((slot) => slot.time)).toEqual([
      '07:00',
      '07:30',
      '08:00',
      '08:30',
      '09:00',
      '09:30',
    ])
    // Ana's 8:00 taken: the slot stays free with Ivan; both taken at 8:30: gone.
    for (const [who, time] of [
      [early, '08:00'],
      [early, '08:30'],
      [late, '08:30'],
    ] as const) {
      const start = monday.slots.find((slot) => slot.time === time)!.start
      await payload.create({
        collection: 'bookings',
        data: {
          ...person,
          adviser: who.id,
          start,
          end: new Date(Date.parse(start) + 1_800_000).toISOString(),
          locale: 'hr',
          status: 'booked',
          salt: 'test',
          slotKey: `${who.id}:${start}`,
        },
        overrideAccess: true,
      })
    }
    const after = await bookingOptions(payload, { day: '2027-03-08' }, now)
    expect(after.slots.map((slot) => slot.time)).toEqual([
      '07:00',
      '07:30',
      '08:00',
      '09:00',
      '09:30',
    ])
  })
})

describe('booking, moving and cancelling', () => {
  it('books through the API: a lead for the firm, an invitation to visitor and adviser; moves and cancels by the link with the same UID', async () => {
    const ivan = await adviser('Ivan Perić')
    const call = await payload.create({
      collection: 'funding-calls',
      data: {
        fundName: 'Pekarski natječaj za provjeru rezervacija',
        shortDescription: 'Natječaj za provjeru rezervacija konzultacija.',
        deadline: '2099-06-30T10:00:00.000Z',
        nkdCodes: [{ code: '10.71' }],
        applicantTypes: ['micro', 'small'],
        amountMax: 100_000,
      } as unknown as FundingCall,
      overrideAccess: true,
      context,
    })
    const options = await freeSlots()
    const slot = options.slots[0]!
    const slots = await fetch(`${server.url}/api/bookings/slots?day=${slot.day}&locale=en`)
    expect(slots.status).toBe(200)
    expect(await slots.json()).toMatchObject({
      day: slot.day,
      slotMinutes: 30,
      slots: options.slots,
    })
    const badDay = await fetch(`${server.url}/api/bookings/slots?day=2027-02-30&locale=en`)
    expect(badDay.status).toBe(400)
    expect(await badDay.json()).toEqual({
      error: 'A day is written as YYYY-MM-DD, e.g. 2026-12-07.',
    })

    const refused = await post('', { consent: false, start: '2026-01-01T07:13:00.000Z' }, 'en')
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({
      error: 'Please fill in all required fields.',
      errors: {
        name: 'Please fill in all required fields.',
        email: 'Please fill in all required fields.',
        consent: 'Please agree that we keep your details for this consultation.',
      },
    })
    const offGrid = await post('', { ...visitor, start: '2099-01-05T07:10:00.000Z' }, 'en')
    expect(offGrid.status).toBe(400)
    expect((await offGrid.json()).errors).toEqual({ start: 'Please choose one of the free times.' })

    const response = await post('', { ...visitor, start: slot.start, call: call.id, code: '10.71' })
    expect(response.status).toBe(200)
    const booked = await response.json()
    expect(booked).toMatchObject({
      ok: true,
      booking: {
        status: 'booked',
        start: slot.start,
        time: slot.time,
        adviser: 'Ivan Perić',
        call: { id: call.id, title: 'Pekarski natječaj za provjeru rezervacija' },
        code: '10.71',
        place: { kind: 'office' },
      },
    })
    expect(booked.booking.place.address).toContain('Osijek')
    const token: string = booked.token

    const [stored] = await bookings()
    expect(stored).toMatchObject({
      adviser: ivan.id,
      slotKey: `${ivan.id}:${slot.start}`,
      sequence: 0,
    })
    const leads = await payload.find({ collection: 'leads', overrideAccess: true, depth: 0 })
    expect(leads.docs).toHaveLength(1)
    expect(leads.docs[0]).toMatchObject({
      source: 'booking',
      email: visitor.email,
      booking: stored!.id,
      call: call.id,
      message: visitor.topic,
      stage: 'meeting',
    })

    await drainJobs(payload)
    const [confirmation] = smtp.to(visitor.email)
    expect(confirmation?.subject).toMatch(/^Potvrda termina besplatnih konzultacija: /)
    expect(confirmation?.text).toContain('Pekarski natječaj za provjeru rezervacija')
    expect(confirmation?.text).toContain(`${slot.time} (po hrvatskom vremenu)`)
    const invitation = invitationOf(confirmation)
    expect(invitation).toMatchObject({ method: 'REQUEST', sequence: 0, start: slot.start })
    expect(invitation.uid).toMatch(new RegExp(`^booking-${stored!.id}@`))
    expect(invitation.attendees).toEqual([`mailto:${visitor.email}`, `mailto:${ivan.email}`])
    const [adviserMail] = smtp.to(ivan.email)
    expect(adviserMail?.subject).toMatch(/^Nove konzultacije: .* – Petra Novak$/)
    expect(adviserMail?.text).toContain('+385 91 234 5678')
    expect(invitationOf(adviserMail)).toMatchObject({
      method: 'REQUEST',
      uid: invitation.uid,
      sequence: 0,
    })
    const [firm] = smtp.to(firmInbox)
    expect(firm?.subject).toBe('Rezervirane konzultacije: Petra Novak')
    expect(firm?.text).toContain('Natječaj: Pekarski natječaj za provjeru rezervacija')

    // Move to the next slot by the link: same UID, SEQUENCE 1, to both.
    const later = options.slots[1]!
    const moved = await post('/manage', { token, action: 'move', start: later.start })
    expect(moved.status).toBe(200)
    expect(await moved.json()).toMatchObject({ status: 'moved', booking: { start: later.start } })
    await drainJobs(payload)
    const movedMail = smtp.to(visitor.email).at(-1)
    expect(movedMail?.subject).toMatch(/^Termin konzultacija je promijenjen: /)
    expect(invitationOf(movedMail)).toMatchObject({
      method: 'REQUEST',
      uid: invitation.uid,
      sequence: 1,
      start: later.start,
    })
    expect(invitationOf(smtp.to(ivan.email).at(-1))).toMatchObject({
      uid: invitation.uid,
      sequence: 1,
    })
    // The first slot is free again.
    expect((await bookingOptions(payload, { day: slot.day })).slots).toContainEqual(slot)

    // Cancel: CANCEL with SEQUENCE 2, the slot free again, the link then answers "closed".
    const cancelled = await post('/manage', { token, action: 'cancel' }, 'en')
    expect(cancelled.status).toBe(200)
    expect(await cancelled.json()).toMatchObject({
      status: 'cancelled',
      booking: { status: 'cancelled' },
    })
    await drainJobs(payload)
    const cancelMail = smtp.to(visitor.email).at(-1)
    expect(cancelMail?.subject).toMatch(/^Termin konzultacija je otkazan: /)
    expect(invitationOf(cancelMail)).toMatchObject({
      method: 'CANCEL',
      uid: invitation.uid,
      sequence: 2,
      status: 'CANCELLED',
    })
    expect(invitationOf(smtp.to(ivan.email).at(-1))).toMatchObject({
      method: 'CANCEL',
      sequence: 2,
    })
    expect((await bookings())[0]).toMatchObject({ status: 'cancelled', slotKey: null })
    expect((await bookingOptions(payload, { day: later.day })).slots).toContainEqual(later)
    // The lead's timeline in /admin tells the adviser what the visitor did.
    const timeline = await payload.find({
      collection: 'lead-events',
      where: { lead: { equals: leads.docs[0]!.id } },
      sort: 'at',
      depth: 0,
      overrideAccess: true,
    })
    expect(timeline.docs.map((event) => event.summary)).toEqual([
      'Upit zaprimljen: rezervacija konzultacija',
      'E-mail s upitom poslan uredu',
      expect.stringMatching(/^Konzultacije premještene na \d+\. \S+ 20\d\d\. u \d\d:\d\d$/),
      'Rezervacija konzultacija otkazana',
    ])
    const again = await post('/manage', { token, action: 'cancel' }, 'en')
    expect(again.status).toBe(409)
    expect((await again.json()).error).toMatch(/can no longer be changed/)

    // A forged or foreign token changes nothing.
    const forged = await post(
      '/manage',
      { token: `${stored!.id}.${'x'.repeat(32)}`, action: 'cancel' },
      'en',
    )
    expect(forged.status).toBe(404)
    expect(smtp.to(visitor.email)).toHaveLength(3)
  })

  it('reminds the visitor a day before, once, and not after a move to another time', async () => {
    await adviser('Ivan Perić')
    const options = await freeSlots()
    const first = options.slots[0]!
    const response = await post('', { ...visitor, start: first.start }, 'de')
    expect(response.status).toBe(200)
    const { token } = await response.json()
    const reminders = async () =>
      (
        await payload.find({
          collection: 'payload-jobs',
          where: {
            taskSlug: { equals: 'send-booking-mail' },
            'input.kind': { equals: 'reminder' },
          },
          overrideAccess: true,
          pagination: false,
        })
      ).docs
    const [waiting] = await reminders()
    expect(new Date(waiting!.waitUntil!).toISOString()).toBe(
      new Date(Date.parse(first.start) - 24 * 3_600_000).toISOString(),
    )
    await drainJobs(payload)
    expect(smtp.to(visitor.email).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Ihre kostenlose Beratung ist gebucht: /),
    ])
    // The day before: the reminder's wait is over.
    const due = async () => {
      for (const job of await reminders()) {
        await payload.update({
          collection: 'payload-jobs',
          id: job.id,
          data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
          overrideAccess: true,
        })
      }
    }
    // Moved first: the old reminder sends nothing, the new one reminds of the new time.
    const later = options.slots.at(-1)!
    expect((await post('/manage', { token, action: 'move', start: later.start })).status).toBe(200)
    await due()
    await drainJobs(payload)
    const subjects = smtp.to(visitor.email).map((mail) => mail.subject)
    expect(subjects.filter((subject) => subject?.startsWith('Erinnerung'))).toHaveLength(1)
    const reminder = smtp.to(visitor.email).find((mail) => mail.subject?.startsWith('Erinnerung'))
    expect(reminder?.text).toContain(`${later.time}`)
    expect((await bookings())[0]?.remindedAt).toBeTruthy()
    await due()
    await drainJobs(payload)
    expect(
      smtp.to(visitor.email).filter((mail) => mail.subject?.startsWith('Erinnerung')),
    ).toHaveLength(1)
  })
})

describe('no double booking', () => {
  it('gives one slot tried by 50 visitors at once to exactly one; the 49 others are told and offered the next free slots', async () => {
    await adviser('Ivan Perić')
    const slot = (await freeSlots()).slots[2]!
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        post('', { ...visitor, email: `posjetitelj${n}@primjer.example`, start: slot.start }, 'en'),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(49)
    const refusals = await Promise.all(
      answers.filter((answer) => answer.status === 409).map((answer) => answer.json()),
    )
    for (const refusal of refusals) {
      expect(refusal.error).toBe(
        'Someone else booked this time a moment ago. Please choose another time.',
      )
      expect(refusal.next.length).toBeGreaterThan(0)
      expect(refusal.next.map((next: { start: string }) => next.start)).not.toContain(slot.start)
    }
    const held = (await bookings()).filter((booking) => booking.start === slot.start)
    expect(held).toHaveLength(1)
    expect(await payload.count({ collection: 'leads', overrideAccess: true })).toMatchObject({
      totalDocs: 1,
    })
  })

  it('assigns a slot to each free adviser in turn, then refuses', async () => {
    const ana = await adviser('Ana Jurković')
    const ivan = await adviser('Ivan Perić')
    const slot = (await freeSlots()).slots[0]!
    const answers = await Promise.all(
      Array.from({ length: 3 }, (_, n) =>
        post('', { ...visitor, email: `dvojica${n}@primjer.example`, start: slot.start }),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 409])
    const advisers = (await bookings()).map((booking) => booking.adviser).sort()
    expect(advisers).toEqual([ana.id, ivan.id].sort())
  })
  it('moves a booking to another adviser when its own is busy then: the one it leaves gets a CANCEL', async () => {
    const ana = await adviser('Ana Jurković')
    const ivan = await adviser('Ivan Perić')
    const options = await freeSlots()
    const [first, second] = options.slots as [SlotView, SlotView]
    const response = await post('', { ...visitor, start: first.start })
    const { token } = await response.json()
    expect((await bookings())[0]?.adviser).toBe(ana.id)
    await payload.create({
      collection: 'bookings',
      data: {
        ...person,
        name: 'Zauzeti termin',
        adviser: ana.id,
        start: second.start,
        end: new Date(Date.parse(second.start) + 1_800_000).toISOString(),
        locale: 'hr',
        status: 'booked',
        salt: 'test',
        slotKey: `${ana.id}:${second.start}`,
      },
      overrideAccess: true,
    })
    await drainJobs(payload)
    smtp.mails.length = 0
    const moved = await post('/manage', { token, action: 'move', start: second.start }, 'en')
    expect(await moved.json()).toMatchObject({
      status: 'moved',
      booking: { adviser: 'Ivan Perić' },
    })
    await drainJobs(payload)
    const [left] = smtp.to(ana.email)
    expect(left?.subject).toMatch(/^Konzultacije otkazane: /)
    expect(invitationOf(left)).toMatchObject({ method: 'CANCEL', sequence: 1, start: first.start })
    const [joined] = smtp.to(ivan.email)
    expect(invitationOf(joined)).toMatchObject({
      method: 'REQUEST',
      sequence: 1,
      start: second.start,
      uid: invitationOf(left).uid,
    })
  })
})

describe('in /admin', () => {
  it('marks a meeting held or no-show only once it has begun, and never restores a cancelled one', async () => {
    const ivan = await adviser('Ivan Perić')
    const make = (start: string, status: Booking['status'] = 'booked') =>
      payload.create({
        collection: 'bookings',
        data: {
          ...person,
          adviser: ivan.id,
          start,
          end: new Date(Date.parse(start) + 1_800_000).toISOString(),
          locale: 'hr',
          status,
          salt: 'test',
        },
        overrideAccess: true,
      })
    const past = await make('2026-01-12T08:00:00.000Z')
    const future = await make('2099-01-12T08:00:00.000Z')
    const update = (id: number, status: Booking['status']) =>
      payload.update({ collection: 'bookings', id, data: { status }, overrideAccess: true })
    expect((await update(past.id, 'held')).status).toBe('held')
    expect((await update(past.id, 'no-show')).status).toBe('no-show')
    const refusal = (id: number, status: Booking['status']) =>
      update(id, status).then(
        () => 'saved',
        (error: { data?: { errors?: { message: string }[] } }) => error.data?.errors?.[0]?.message,
      )
    expect(await refusal(future.id, 'held')).toMatch(/^Sastanak još nije počeo/)
    expect((await update(future.id, 'cancelled')).sequence).toBe(1)
    expect(await refusal(future.id, 'booked')).toMatch(/^Otkazana rezervacija ne može se vratiti/)
    // An editor's cancel mails the CANCEL too.
    await drainJobs(payload)
    const cancelMail = smtp
      .to(visitor.email)
      .find((mail) => mail.subject?.startsWith('Termin konzultacija je otkazan'))
    expect(invitationOf(cancelMail)).toMatchObject({ method: 'CANCEL', sequence: 1 })
    expect(bookingToken(payload, { id: future.id, salt: 'test' })).toMatch(/^\d+\.[\w-]{32}$/)
  })

  it('shows an adviser their own or everyone’s bookings by day and week, in Zagreb time', async () => {
    await deleteAll(payload, 'users')
    const user = await payload.create({
      collection: 'users',
      data: {
        email: 'ivan.peric@fondium.example',
        fullName: 'Ivan Perić',
        password: 'Ribnjak-Drava-7',
        role: 'editor',
      },
      overrideAccess: true,
    })
    const ivan = await adviser('Ivan Perić', { user: user.id })
    const ana = await adviser('Ana Jurković')
    const book = (who: Adviser, start: string, name: string) =>
      payload.create({
        collection: 'bookings',
        data: {
          ...person,
          name,
          adviser: who.id,
          start,
          end: new Date(Date.parse(start) + 1_800_000).toISOString(),
          locale: 'hr',
          status: 'booked',
          salt: 'test',
        },
        overrideAccess: true,
      })
    // Monday 29 March 2027 (after the clock change: 9:00 in Zagreb is 7:00 UTC) and Friday 2 April.
    await book(ivan, '2027-03-29T07:00:00.000Z', 'Marko Horvat')
    await book(ana, '2027-03-29T08:00:00.000Z', 'Lana Babić')
    await book(ivan, '2027-04-02T12:30:00.000Z', 'Tomislav Kranjec')
    await book(ivan, '2027-04-06T07:00:00.000Z', 'Sljedeći tjedan')
    const agenda = async (searchParams: Record<string, string>, language = 'hr') =>
      renderToStaticMarkup(
        (await BookingAgenda({ payload, user, i18n: { language }, searchParams }))!,
      )
    const week = await agenda({ agenda: 'week', from: '2027-03-31' })
    expect(week).toContain('Raspored konzultacija')
    expect(week).toContain('ponedjeljak, 29. ožujka')
    expect(week.indexOf('09:00–09:30')).toBeLessThan(week.indexOf('Marko Horvat'))
    expect(week).toContain('10:00–10:30')
    expect(week).toContain('Lana Babić')
    expect(week).toContain('14:30–15:00')
    expect(week).not.toContain('Sljedeći tjedan')
    const mine = await agenda({ agenda: 'week', from: '2027-03-29', mine: '1' }, 'en')
    expect(mine).toContain('Marko Horvat')
    expect(mine).toContain('Tomislav Kranjec')
    expect(mine).not.toContain('Lana Babić')
    const day = await agenda({ agenda: 'day', from: '2027-04-02' }, 'de')
    expect(day).toContain('Freitag, 2. April')
    expect(day).toContain('Tomislav Kranjec')
    expect(day).not.toContain('Marko Horvat')
    expect(await BookingAgenda({ payload, user: { role: 'member' } })).toBeNull()
    await deleteAll(payload, 'users')
  })

  it('keeps bookings, advisers and booking settings from visitors over REST', async () => {
    await adviser('Ivan Perić')
    for (const path of ['/api/bookings', '/api/advisers', '/api/globals/booking-settings']) {
      const answer = await fetch(`${server.url}${path}`)
      expect(answer.status, path).toBe(403)
    }
    const update = await fetch(`${server.url}/api/globals/booking-settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ minNoticeHours: 0 }),
    })
    expect(update.status).toBe(403)
  })
})
