import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { runBackOfficeDay } from '@/features/back-office'
import { PipelineOverview } from '@/features/back-office/admin/PipelineOverview'
import { storeLead } from '@/features/contact'
import { zagrebDay } from '@/lib/zagreb'
import type { User } from '@/payload-types'
import { renderToStaticMarkup } from 'react-dom/server'

import type { SmtpPeer } from '../support/smtpPeer.mjs'
import { drainJobs, mailTestbed } from './mailSetup'
import { forbidden, invalidField, userData } from './payload'

/**
 * The back office's pipeline on the real database: a lead's stages (a lost one needs its
 * reason), its timeline with who did what and when, who may see and move leads (advisers;
 * editors only when allowed; nobody else), and the advisers' morning mail of due follow-ups.
 */

let payload: Payload
let smtp: SmtpPeer
let serial = 0

const testbed = mailTestbed([
  'lead-events',
  'leads',
  'back-office-runs',
  'payload-jobs',
  'articles',
])
beforeAll(async () => {
  ;({ payload, smtp } = testbed)
})

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\W+/g, '-')
    .replace(/^-|-$/g, '')

const staff = async (role: User['role'], name: string, data: Partial<User> = {}) =>
  payload.create({
    collection: 'users',
    data: userData({
      email: `${ascii(name)}.${serial++}@fondium.example`,
      password: 'Savjetnik-2026-lozinka!',
      fullName: name,
      role,
      _verified: true,
      ...data,
    }),
    overrideAccess: true,
  })

const lead = async (firstName: string, company: string) => {
  const id = await storeLead(payload, 'hr', {
    source: 'contact',
    firstName,
    lastName: 'Horvat',
    email: `${ascii(firstName)}@${ascii(company)}.example`,
    company,
    message: 'Zanima nas natječaj za digitalizaciju poslovanja.',
  })
  expect(id).not.toBeNull()
  return id!
}

const timeline = async (id: number) =>
  (
    await payload.find({
      collection: 'lead-events',
      where: { lead: { equals: id } },
      sort: 'at',
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
  ).docs

describe('the lead pipeline', () => {
  it('moves a lead through its stages, asks why a lost one was lost, and writes each change on its timeline with who and when', async () => {
    const adviser = await staff('adviser', 'Iva Babić')
    const id = await lead('Tomislav', 'Stolarija Jurić d.o.o.')
    const stored = await payload.findByID({ collection: 'leads', id, overrideAccess: true })
    expect(stored).toMatchObject({ stage: 'new', lostReason: null })
    expect(Date.parse(stored.lastActivityAt!)).toBeGreaterThan(Date.now() - 60_000)

    const asAdviser = { user: adviser, overrideAccess: false } as const
    await payload.update({
      collection: 'leads',
      id,
      data: {
        stage: 'contacted',
        adviser: adviser.id,
        followUp: '2026-12-03T11:00:00.000Z',
        notes: 'Nazvala, šalje financijska izvješća do petka.',
      },
      ...asAdviser,
    })
    await expect(
      payload.update({ collection: 'leads', id, data: { stage: 'lost' }, ...asAdviser }),
    ).rejects.toMatchObject(invalidField('lostReason'))
    await payload.update({
      collection: 'leads',
      id,
      data: { stage: 'lost', lostReason: 'not-eligible' },
      ...asAdviser,
    })
    const back = await payload.update({
      collection: 'leads',
      id,
      data: { stage: 'proposal' },
      ...asAdviser,
    })
    expect(back).toMatchObject({ stage: 'proposal', lostReason: null })

    await drainJobs(payload)
    expect(smtp.mails).toHaveLength(1)

    const events = await timeline(id)
    const iva = [adviser.id, 'Iva Babić']
    expect(events.map((event) => [event.kind, event.summary, event.by, event.byName])).toEqual([
      ['created', 'Upit zaprimljen: kontakt obrazac', null, null],
      ['stage', 'Faza: Novi → Kontaktiran', ...iva],
      ['adviser', 'Savjetnik: Iva Babić', ...iva],
      ['followUp', 'Sljedeći kontakt: 03. 12. 2026.', ...iva],
      ['note', 'Bilješke izmijenjene', ...iva],
      ['stage', 'Faza: Kontaktiran → Izgubljen (Nije prihvatljiv)', ...iva],
      ['stage', 'Faza: Izgubljen → Poslana ponuda', ...iva],
      ['mail', 'E-mail s upitom poslan uredu', null, null],
    ])
    for (const event of events) expect(Date.parse(event.at)).toBeGreaterThan(Date.now() - 60_000)

    // The timeline is the server's: nobody writes or rewrites it through the API.
    await expect(
      payload.create({
        collection: 'lead-events',
        data: { lead: id, kind: 'note', summary: 'Izmišljeno', at: new Date().toISOString() },
        ...asAdviser,
      }),
    ).rejects.toMatchObject(forbidden)
  })

  it('lets advisers see and move leads but not edit content; editors see leads only when an admin allows it', async () => {
    const adviser = await staff('adviser', 'Marko Kos')
    const editor = await staff('editor', 'Ana Urednica')
    const allowed = await staff('editor', 'Petar Urednik', { seesLeads: true })
    const member = await staff('member', 'Nina Članica')
    const id = await lead('Ivana', 'Vinarija Ivanić d.o.o.')
    const as = (user: User) => ({ user, overrideAccess: false }) as const

    expect((await payload.find({ collection: 'leads', ...as(adviser) })).totalDocs).toBe(1)
    const bookings = await payload.count({ collection: 'bookings', overrideAccess: true })
    expect((await payload.find({ collection: 'bookings', ...as(adviser) })).totalDocs).toBe(
      bookings.totalDocs,
    )
    await payload.update({ collection: 'leads', id, data: { stage: 'meeting' }, ...as(adviser) })
    await expect(
      payload.create({
        collection: 'articles',
        data: { title: 'Savjetnikov članak' } as never,
        ...as(adviser),
      }),
    ).rejects.toMatchObject(forbidden)
    await expect(
      payload.updateGlobal({ slug: 'site-settings', data: {}, ...as(adviser) }),
    ).rejects.toMatchObject(forbidden)

    for (const collection of ['leads', 'bookings', 'lead-events'] as const) {
      await expect(payload.find({ collection, ...as(editor) })).rejects.toMatchObject(forbidden)
      await expect(payload.find({ collection, ...as(member) })).rejects.toMatchObject(forbidden)
    }
    expect((await payload.find({ collection: 'leads', ...as(allowed) })).totalDocs).toBe(1)

    // Only an admin grants it: an editor's own attempt leaves it off.
    const self = await payload.update({
      collection: 'users',
      id: editor.id,
      data: { seesLeads: true },
      ...as(editor),
    })
    expect(self.seesLeads).toBe(false)
  })

  it('mails each adviser their due follow-ups every morning, overdue first, once a day', async () => {
    const iva = await staff('adviser', 'Iva Kovač')
    const luka = await staff('adviser', 'Luka Marić')
    const now = new Date('2026-12-10T06:00:00.000Z') // 7:00 in Zagreb
    const plan = [
      ['Ante', 'Brodogradilište Ante d.o.o.', iva, '2026-12-10', 'contacted'],
      ['Bruno', 'Pekara Bruno d.o.o.', iva, '2026-12-02', 'proposal'],
      ['Cvita', 'Apartmani Cvita', iva, '2026-12-08', 'new'],
      ['Dora', 'Dora IT d.o.o.', iva, '2026-12-11', 'contacted'],
      ['Ema', 'Ema Eko OPG', iva, '2026-12-01', 'won'],
      ['Filip', 'Filip Metal d.o.o.', luka, '2026-12-09', 'meeting'],
      ['Goran', 'Goran Transport d.o.o.', null, '2026-12-01', 'new'],
    ] as const
    const ids: Record<string, number> = {}
    for (const [name, company, adviser, day, stage] of plan) {
      ids[name] = await lead(name, company)
      await payload.update({
        collection: 'leads',
        id: ids[name]!,
        data: { adviser: adviser?.id ?? null, followUp: `${day}T11:00:00.000Z`, stage },
        overrideAccess: true,
      })
    }
    smtp.mails.length = 0

    const round = await runBackOfficeDay(payload, {
      now,
      env: { MAIL_FROM: undefined, SITE_URL: 'https://fondium.example', LEAD_RETENTION_MONTHS: 24 },
    })
    expect(round).toMatchObject({ status: 'ran', day: '2026-12-10', mailed: 2 })
    const mailTo = (user: User) =>
      smtp.mails.find((mail) => JSON.stringify(mail.to).includes(user.email))
    const toIva = mailTo(iva)!
    expect(toIva.subject).toBe('Upiti za kontakt danas: 3 (kasni: 2)')
    const order = ['Bruno', 'Cvita', 'Ante'].map((name) => toIva.text!.indexOf(name))
    expect(order.every((at) => at >= 0)).toBe(true)
    expect(order).toEqual([...order].sort((a, b) => a - b))
    expect(toIva.text).toContain(
      'Pekara Bruno d.o.o.): Poslana ponuda, KASNI: trebalo je 2. 12. 2026.',
    )
    expect(toIva.text).toContain(`https://fondium.example/admin/collections/leads/${ids.Bruno}`)
    expect(toIva.text).not.toContain('Dora')
    expect(toIva.text).not.toContain('Ema')
    expect(mailTo(luka)!.text).toContain('Filip Metal d.o.o.')
    expect(smtp.mails.some((mail) => mail.text?.includes('Goran'))).toBe(false)
    expect((await timeline(ids.Bruno!)).at(-1)).toMatchObject({ kind: 'reminder' })

    // A second worker, or a restart, on the same day: nobody is mailed twice.
    expect(
      await runBackOfficeDay(payload, {
        now,
        env: {
          MAIL_FROM: undefined,
          SITE_URL: 'https://fondium.example',
          LEAD_RETENTION_MONTHS: 24,
        },
      }),
    ).toEqual({
      status: 'already-ran',
      day: '2026-12-10',
    })
    expect(smtp.mails).toHaveLength(2)
  })

  it('shows an adviser the leads by stage and their own due follow-ups, overdue first', async () => {
    const adviser = await staff('adviser', 'Sara Vuković')
    const today = zagrebDay(new Date())
    const late = await lead('Hrvoje', 'Hrvoje Gradnja d.o.o.')
    const due = await lead('Jelena', 'Jelena Dizajn obrt')
    await payload.update({
      collection: 'leads',
      id: late,
      data: { adviser: adviser.id, followUp: '2026-01-05T11:00:00.000Z', stage: 'contacted' },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'leads',
      id: due,
      data: { adviser: adviser.id, followUp: `${today}T11:00:00.000Z` },
      overrideAccess: true,
    })
    const html = renderToStaticMarkup(
      (await PipelineOverview({ payload, user: adviser, i18n: { language: 'en' } }))!,
    )
    expect(html).toContain('New: <strong>1</strong>')
    expect(html).toContain('Contacted: <strong>1</strong>')
    expect(html.indexOf('Hrvoje')).toBeLessThan(html.indexOf('Jelena'))
    expect(html).toContain('<strong>Overdue</strong>')
    expect(await PipelineOverview({ payload, user: { role: 'editor' } })).toBeNull()
  })
})
