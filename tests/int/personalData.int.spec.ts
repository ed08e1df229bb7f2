import { existsSync } from 'node:fs'
import path from 'node:path'

import type { CollectionSlug, Field, Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { personalDataHolders } from '@/features/back-office/privacy/holders'
import { getEnv } from '@/server/env'

import { serveApi } from './endpointServer'
import { deleteAll, getTestPayload, userData } from './payload'

/**
 * A person's data on request (issue 34), over real HTTP on SQLite or PostgreSQL: one address
 * held in every collection, and another person's beside it; an admin finds it, exports it and
 * erases it, and the audit keeps who and when but never the address.
 */

let payload: Payload
let server: Awaited<ReturnType<typeof serveApi>>
let address = 0
const context = { disableRevalidate: true }

const petra = 'petra.novak@pekara-novak.example'
/** Another person, whose address has Petra's inside it. */
const other = 'jpetra.novak@pekara-novak.example'
const password = 'Lozinka-Za-Test-2026'
const day = 24 * 60 * 60 * 1000
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nxref\n0 1\ntrailer << >>\nstartxref\n9\n%%EOF\n',
)

const tokens: Record<string, string> = {}

async function staff(email: string, role: 'admin' | 'editor' | 'adviser', seesLeads = false) {
  const user = await payload.create({
    collection: 'users',
    data: userData({
      email,
      password,
      fullName: email.split('@')[0]!,
      role,
      seesLeads,
      _verified: true,
    }),
    overrideAccess: true,
  })
  tokens[role] = (await payload.login({ collection: 'users', data: { email, password } })).token!
  return user
}

type Answer = { status: number; body: Record<string, unknown>; headers: Headers; text: string }

async function post(
  action: 'find' | 'export' | 'erase',
  body: unknown,
  { as = 'admin', language = 'hr' }: { as?: string | null; language?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${server.url}/api/privacy-requests/${action}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': language,
      'x-forwarded-for': `198.51.100.${(address++ % 250) + 1}`,
      ...(as ? { authorization: `JWT ${tokens[as]}` } : {}),
    },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  let parsed: Record<string, unknown> = {}
  try {
    parsed = JSON.parse(text) as Record<string, unknown>
  } catch {
    // Not JSON: `text` holds it.
  }
  return { status: response.status, body: parsed, headers: response.headers, text }
}

const all = async (collection: CollectionSlug) =>
  (
    await payload.find({
      collection,
      depth: 0,
      pagination: false,
      sort: 'id',
      overrideAccess: true,
      showHiddenFields: true,
    })
  ).docs as unknown as ({ id: number } & Record<string, unknown>)[]

/** Where a CV's file is kept (FILES_DIR/applications). */
const stored = (filename: string | null | undefined) =>
  path.resolve(getEnv().FILES_DIR, 'applications', String(filename))

const cv = (name: string) =>
  payload.create({
    collection: 'application-files',
    data: { originalName: name },
    file: { data: pdf, name: `${name}.pdf`, mimetype: 'application/pdf', size: pdf.length },
    overrideAccess: true,
  })

const lead = (email: string, data: Record<string, unknown>) =>
  payload.create({
    collection: 'leads',
    data: {
      firstName: 'Petra',
      lastName: 'Novak',
      email,
      company: 'Pekara Novak d.o.o.',
      message: 'Zanima nas natječaj za novu peć.',
      locale: 'hr',
      delivery: { status: 'sent' },
      ...data,
    } as never,
    overrideAccess: true,
    context,
  })

const booking = (email: string, startsIn: number, adviser: number, salt: string) =>
  payload.create({
    collection: 'bookings',
    data: {
      start: new Date(Date.now() + startsIn).toISOString(),
      end: new Date(Date.now() + startsIn + 30 * 60_000).toISOString(),
      adviser,
      name: 'Petra Novak',
      company: 'Pekara Novak d.o.o.',
      email,
      phone: '+385 91 234 5678',
      topic: 'Nova peć i proširenje proizvodnje',
      status: startsIn > 0 ? 'booked' : 'held',
      locale: 'hr',
      salt,
      slotKey: startsIn > 0 ? `${adviser}:${startsIn}:${salt}` : null,
    },
    overrideAccess: true,
    context,
  })

async function alertWithDelivery(email: string, owner?: number) {
  const alert = await payload.create({
    collection: 'alerts',
    data: {
      email,
      locale: 'hr',
      status: 'active',
      frequency: 'instant',
      anyCode: true,
      owner,
      consentAt: new Date().toISOString(),
      consentText: 'alerts-2026-11',
      salt: `salt-${email}`,
    },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'alert-deliveries',
    data: { alert: alert.id, status: 'sent', sentAt: new Date().toISOString() },
    overrideAccess: true,
  })
  return alert
}

/** Everything the two people have, as the seed of each test. */
async function seedPeople() {
  const adviser = await payload.create({
    collection: 'advisers',
    data: { name: 'Ivan Perić', email: 'ivan.peric@fondium.example' },
    overrideAccess: true,
    context,
  })
  const petraCv = await cv('zivotopis-petra')
  const otherCv = await cv('zivotopis-drugi')
  const application = await lead(petra, { source: 'application', cv: petraCv.id })
  const future = await booking(petra, 7 * day, adviser.id, 'buduca')
  const past = await booking('Petra.Novak@Pekara-Novak.example', -30 * day, adviser.id, 'prosla')
  const bookingLead = await lead(petra, { source: 'booking', booking: future.id })
  const otherLead = await lead(other, { firstName: 'Jana', source: 'application', cv: otherCv.id })
  for (const [email, name] of [
    ['PETRA.NOVAK@pekara-novak.example', 'Petra'],
    [other, 'Jana'],
  ]) {
    await payload.create({
      collection: 'newsletter-subscribers',
      data: {
        email: email!,
        name: name!,
        locale: 'hr',
        status: 'confirmed',
        consentAt: new Date().toISOString(),
        token: `token-${name}`,
      },
      overrideAccess: true,
    })
  }
  const member = await payload.create({
    collection: 'users',
    data: userData({
      email: petra,
      password,
      fullName: 'Petra Novak',
      role: 'member',
      _verified: true,
    }),
    overrideAccess: true,
  })
  const otherMember = await payload.create({
    collection: 'users',
    data: userData({ email: other, password, fullName: 'Jana', role: 'member', _verified: true }),
    overrideAccess: true,
  })
  const alert = await alertWithDelivery(petra, member.id)
  const otherAlert = await alertWithDelivery(other, otherMember.id)
  const mails = [
    { to: `Petra Novak <${petra}>`, subject: 'Potvrdite pretplatu', text: 'Poveznica za potvrdu.' },
    {
      to: 'upiti@fondium.example',
      subject: 'Novi upit: Petra Novak',
      text: `Ime: Petra Novak\nE-mail: ${petra}\nPoruka: nova peć.`,
    },
    { to: other, subject: 'Potvrdite pretplatu', text: `Poslano na ${other}.` },
  ]
  const outbox = []
  for (const mail of mails) {
    outbox.push(
      await payload.create({ collection: 'mail-outbox', data: mail, overrideAccess: true }),
    )
  }
  return {
    adviser,
    petraCv,
    otherCv,
    leads: [application, bookingLead],
    otherLead,
    future,
    past,
    member,
    otherMember,
    alert,
    otherAlert,
    outbox,
  }
}

const emptied: CollectionSlug[] = [
  'privacy-requests',
  'lead-events',
  'leads',
  'application-files',
  'alert-deliveries',
  'alerts',
  'bookings',
  'advisers',
  'newsletter-subscribers',
  'mail-outbox',
  'payload-jobs',
]

let admin: { id: number }

beforeAll(async () => {
  payload = await getTestPayload()
  server = await serveApi(payload)
})

afterAll(() => server.close())

const expectedCounts = {
  leads: 2,
  'application-files': 1,
  bookings: 2,
  'newsletter-subscribers': 1,
  users: 1,
  alerts: 1,
  'alert-deliveries': 1,
  advisers: 0,
  'mail-outbox': 2,
}

const countsIn = (body: Record<string, unknown>) =>
  Object.fromEntries(
    (body.collections as { collection: string; count: number }[]).map((entry) => [
      entry.collection,
      entry.count,
    ]),
  )

describe('personal data of one address', () => {
  beforeEach(async () => {
    for (const collection of emptied) await deleteAll(payload, collection)
    await payload.delete({
      collection: 'users',
      where: { id: { exists: true } },
      overrideAccess: true,
    })
    admin = await staff('admin@fondium.example', 'admin')
    await staff('urednica@fondium.example', 'editor', true)
    await staff('savjetnik@fondium.example', 'adviser')
  })

  it('finds it in every collection, exports each record, erases only that person’s, and audits without the address', async () => {
    const seeded = await seedPeople()

    expect(existsSync(stored(seeded.petraCv.filename))).toBe(true)

    // Find: exact counts, whatever the case and spaces of the address asked about.
    const found = await post('find', { email: `  ${petra.toUpperCase()} ` })
    expect(found.status).toBe(200)
    expect(countsIn(found.body)).toEqual(expectedCounts)
    expect(found.body).toMatchObject({ email: petra, total: 11, refusal: null })
    expect(found.body.collections).toContainEqual({
      collection: 'leads',
      label: 'Upiti',
      count: 2,
      erasure: 'anonymise',
      effect:
        'anonimiziraju se: ime, adresa, tvrtka, poruka i bilješke brišu se, a upit ostaje za brojke tvrtke',
    })

    // Export: a JSON attachment with every record found, by collection, and none of Jana's.
    const exported = await post('export', { email: petra })
    expect(exported.status).toBe(200)
    expect(exported.headers.get('content-disposition')).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    const file = JSON.parse(exported.text) as {
      address: string
      records: Record<string, ({ id: number } & Record<string, unknown>)[]>
    }
    expect(file.address).toBe(petra)
    const idsIn = (collection: string) => file.records[collection]!.map((row) => row.id)
    expect(idsIn('leads')).toEqual(seeded.leads.map((row) => row.id))
    expect(file.records.leads![0]).toMatchObject({
      firstName: 'Petra',
      email: petra,
      company: 'Pekara Novak d.o.o.',
      message: 'Zanima nas natječaj za novu peć.',
      source: 'application',
      cv: seeded.petraCv.id,
    })
    expect(idsIn('application-files')).toEqual([seeded.petraCv.id])
    expect(idsIn('bookings')).toEqual([seeded.future.id, seeded.past.id])
    expect(file.records.bookings![0]).toMatchObject({ phone: '+385 91 234 5678', status: 'booked' })
    expect(file.records['newsletter-subscribers']![0]).toMatchObject({ name: 'Petra' })
    expect(file.records.users).toEqual([
      expect.objectContaining({ id: seeded.member.id, fullName: 'Petra Novak', role: 'member' }),
    ])
    expect(file.records.users![0]).not.toHaveProperty('hash')
    expect(idsIn('alerts')).toEqual([seeded.alert.id])
    expect(file.records['alert-deliveries']![0]).toMatchObject({ alert: seeded.alert.id })
    expect(idsIn('mail-outbox')).toEqual(seeded.outbox.slice(0, 2).map((mail) => mail.id))
    expect(exported.text).not.toContain(other)

    // Erase: refused without the confirmation; then everything of Petra's goes, nothing of Jana's.
    const unconfirmed = await post('erase', { email: petra })
    expect(unconfirmed.status).toBe(400)
    expect(unconfirmed.body.error).toBe(
      'Brisanje se mora potvrditi (confirm: true). Ništa nije obrisano.',
    )
    const erased = await post('erase', { email: petra, confirm: true })
    expect(erased.status).toBe(200)
    expect(countsIn(erased.body)).toEqual(expectedCounts)

    const leads = await all('leads')
    expect(leads.filter((row) => row.email === petra)).toEqual([])
    for (const id of seeded.leads.map((row) => row.id)) {
      expect(leads.find((row) => row.id === id)).toMatchObject({
        firstName: '—',
        lastName: null,
        email: 'anonymised@anonymised.invalid',
        company: null,
        message: null,
        cv: null,
        anonymisedAt: expect.any(String),
      })
    }
    expect(leads.find((row) => row.id === seeded.otherLead.id)).toMatchObject({
      firstName: 'Jana',
      email: other,
      cv: seeded.otherCv.id,
      anonymisedAt: null,
    })
    const events = await payload.find({
      collection: 'lead-events',
      where: { kind: { equals: 'anonymised' } },
      depth: 0,
      pagination: false,
      sort: 'lead',
      overrideAccess: true,
    })
    expect(events.docs.map((event) => [event.lead, event.by])).toEqual(
      seeded.leads.map((row) => [row.id, admin.id]),
    )

    const files = await all('application-files')
    expect(files.map((row) => row.id)).toEqual([seeded.otherCv.id])
    expect(existsSync(stored(seeded.petraCv.filename))).toBe(false)
    expect(existsSync(stored(seeded.otherCv.filename))).toBe(true)

    const bookings = await all('bookings')
    expect(bookings).toHaveLength(2)
    for (const row of bookings) {
      expect(row).toMatchObject({
        name: '—',
        company: null,
        email: 'anonymised@anonymised.invalid',
        phone: '—',
      })
    }
    expect(bookings.find((row) => row.id === seeded.past.id)).toMatchObject({ status: 'held' })
    // The booking still ahead was cancelled first: its slot is free and only the adviser's
    // CANCEL is still to be sent; nothing more goes to Petra.
    expect(bookings.find((row) => row.id === seeded.future.id)).toMatchObject({
      status: 'cancelled',
      slotKey: null,
    })
    const queued = (await all('payload-jobs'))
      .filter((job) => job.taskSlug === 'send-booking-mail')
      .map((job) => job.input as { bookingId: number; kind: string; to: string })
      .filter((input) => input.bookingId === seeded.future.id && input.kind === 'cancelled')
    expect(queued).toEqual([expect.objectContaining({ to: 'adviser' })])

    expect((await all('newsletter-subscribers')).map((row) => row.name)).toEqual(['Jana'])
    const users = await all('users')
    expect(users.map((row) => row.email)).not.toContain(petra)
    expect(users.map((row) => row.id)).toContain(seeded.otherMember.id)
    expect((await all('alerts')).map((row) => row.id)).toEqual([seeded.otherAlert.id])
    expect((await all('alert-deliveries')).map((row) => row.alert)).toEqual([seeded.otherAlert.id])
    expect((await all('mail-outbox')).map((row) => row.id)).toEqual([seeded.outbox[2]!.id])
    expect((await all('advisers')).map((row) => row.email)).toEqual(['ivan.peric@fondium.example'])

    const again = await post('find', { email: petra })
    expect(again.body.total).toBe(0)

    // The audit: each request with who and when, the address only as its keyed hash.
    const audit = await all('privacy-requests')
    expect(audit.map((row) => row.action)).toEqual(['find', 'export', 'erase', 'find'])
    const subject = audit[0]!.subject as string
    expect(subject).toMatch(/^[0-9a-f]{64}$/)
    for (const row of audit) {
      expect(row).toMatchObject({ subject, by: admin.id, at: expect.any(String) })
    }
    const { advisers: none, ...held } = expectedCounts
    expect(none).toBe(0)
    expect(audit[2]).toMatchObject({ total: 11 })
    expect(audit[2]!.counts).toEqual(held)
    expect(JSON.stringify(audit).toLowerCase()).not.toContain('petra')
  })

  it('refuses other roles, signed-out callers, bad input and a staff member’s address, in the admin’s language', async () => {
    await seedPeople()
    for (const role of ['editor', 'adviser']) {
      for (const action of ['find', 'export', 'erase'] as const) {
        const refused = await post(action, { email: petra, confirm: true }, { as: role })
        expect(refused.status, `${role} ${action}`).toBe(403)
        expect(refused.body.error).toBe('Zahtjeve za osobne podatke obrađuju samo administratori.')
      }
    }
    expect((await post('find', { email: petra }, { as: null })).status).toBe(401)

    const missing = await post('find', {})
    expect(missing).toMatchObject({ status: 400, body: { error: 'Upišite e-mail adresu osobe.' } })
    const malformed = await post('export', { email: 'petra@' }, { language: 'en' })
    expect(malformed).toMatchObject({
      status: 400,
      body: { error: 'Enter one valid e-mail address, e.g. ana@company.com.' },
    })
    const german = await post('erase', { email: petra, confirm: 'ja' }, { language: 'de' })
    expect(german.status).toBe(400)
    expect(german.body.error).toMatch(/^Die Löschung muss bestätigt werden/)

    // A staff account's address is found and exported, never erased here.
    const staffFound = await post('find', { email: 'urednica@fondium.example' })
    expect(staffFound.body.refusal).toMatch(
      /^Ova adresa pripada računu djelatnika \(uloga: urednik\)/,
    )
    const staffErase = await post('erase', { email: 'urednica@fondium.example', confirm: true })
    expect(staffErase.status).toBe(409)
    expect((await all('users')).map((row) => row.email)).toContain('urednica@fondium.example')

    // None of it touched a record or wrote an erasure to the audit.
    expect((await all('leads')).every((row) => row.anonymisedAt === null)).toBe(true)
    expect((await all('privacy-requests')).map((row) => row.action)).toEqual(['find'])
  })
})

describe('every collection that holds an e-mail address', () => {
  /**
   * Collections with no e-mail field of their own that hold a person's data, found through
   * another: the CVs through their lead, an alert's deliveries through the alert, and the
   * outbox, whose address field is named `to`.
   */
  const reachedOtherwise = ['application-files', 'alert-deliveries', 'mail-outbox']
  /**
   * Collections with an e-mail field that holds no person's data. `pages`: the contact block's
   * `form.email` is the label of the form's e-mail field ("E-mail adresa"), page copy.
   */
  const exempt = ['pages']

  type AnyField = Field & {
    name?: string
    type: string
    fields?: AnyField[]
    tabs?: { fields: AnyField[] }[]
    blocks?: { fields: AnyField[] }[]
  }

  /** True when a field, or one inside its groups, rows, tabs, arrays, collapsibles or blocks, is an e-mail. */
  const holdsEmail = (fields: AnyField[]): boolean =>
    fields.some(
      (field) =>
        field.type === 'email' ||
        (['text', 'textarea'].includes(field.type) && /e-?mail/i.test(field.name ?? '')) ||
        holdsEmail(field.fields ?? []) ||
        (field.tabs ?? []).some((tab) => holdsEmail(tab.fields)) ||
        (field.blocks ?? []).some((block) => holdsEmail(block.fields)),
    )

  it('are all in the personal data registry', async () => {
    const withEmail = payload.config.collections
      .filter((collection) => holdsEmail(collection.fields as AnyField[]))
      .map((collection) => collection.slug)
    expect(withEmail).toEqual(expect.arrayContaining(['leads', 'bookings', 'users', 'alerts']))
    expect(
      [...withEmail.filter((slug) => !exempt.includes(slug)), ...reachedOtherwise].sort(),
    ).toEqual((await personalDataHolders()).map((holder) => holder.collection).sort())
  })
})
