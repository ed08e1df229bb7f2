import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'

import { BackOfficeDashboard } from '@/features/back-office/dashboard/Dashboard'
import { dashboardPeriod } from '@/features/back-office/dashboard/period'
import { dashboardFigures, type DashboardFigures } from '@/features/back-office/dashboard/queries'
import type { Lead } from '@/payload-types'

import { deleteAll, deleteAllUsers, userData } from './payload'

/**
 * The back office's dashboard figures on the real database: a small known set of leads,
 * funding checks, consultations, alerts, deliveries and the assistant's topics, created through
 * the local API, and each aggregate query's answer exactly, on a fixed day (Friday 27 November
 * 2026, Zagreb). Instants near midnight fall in Zagreb's week and day, not UTC's.
 */

let payload: Payload
const context = { disableRevalidate: true }
const now = new Date('2026-11-27T10:00:00.000Z')
const period = dashboardPeriod(now)
let figures: DashboardFigures
let english: DashboardFigures

const create = <T extends Parameters<Payload['create']>[0]>(options: T) =>
  payload.create({ ...options, overrideAccess: true, context })

const staff = (fullName: string, role: 'adviser' | 'editor', seesLeads = false) =>
  payload.create({
    collection: 'users',
    overrideAccess: true,
    data: userData({
      email: `${fullName
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/\W+/g, '.')}@fondium.example`,
      password: 'Nadzorna-ploca-2026!',
      fullName,
      role,
      seesLeads,
      _verified: true,
    }),
  })

let serial = 0
const lead = (createdAt: string, data: Partial<Lead>) =>
  create({
    collection: 'leads',
    data: {
      firstName: 'Marija',
      lastName: 'Horvat',
      email: `upit.${serial++}@primjer.hr`,
      source: 'contact',
      locale: 'hr',
      createdAt,
      ...data,
    } as Lead,
  })

/** An activity code with its names, made or renamed (the migrations may have imported it). */
async function activityCode(
  classification: 'nkd2007' | 'nkd2025',
  code: string,
  hr: string,
  en: string,
) {
  const found = await payload.find({
    collection: 'activity-codes',
    where: { and: [{ classification: { equals: classification } }, { code: { equals: code } }] },
    overrideAccess: true,
  })
  const data = { classification, code, name: { hr, en, de: en } }
  if (found.docs[0]) {
    await payload.update({
      collection: 'activity-codes',
      id: found.docs[0].id,
      data,
      overrideAccess: true,
      context,
    })
  } else await create({ collection: 'activity-codes', data })
}

const alert = (
  createdAt: string,
  status: 'active' | 'pending' | 'paused',
  codes: [string, 'nkd2007' | 'nkd2025'][],
) =>
  create({
    collection: 'alerts',
    data: {
      email: `obavijest.${serial++}@primjer.hr`,
      locale: 'hr',
      status,
      frequency: 'instant',
      consentAt: createdAt,
      consentText: 'alerts-2026-11',
      confirmedAt: status === 'pending' ? null : createdAt,
      salt: `sol-${serial}`,
      codes: codes.map(([code, classification]) => ({ code, classification })),
      createdAt,
    },
  })

beforeAll(async () => {
  const { getTestPayload } = await import('./payload')
  payload = await getTestPayload()
  for (const collection of [
    'alert-deliveries',
    'alerts',
    'alert-events',
    'lead-events',
    'leads',
    'bookings',
    'advisers',
    'funding-check-log',
    'chat-topics',
    'funding-calls',
  ] as const) {
    await deleteAll(payload, collection)
  }
  await deleteAllUsers(payload)

  const ana = await staff('Ana Anić', 'adviser')
  const boris = await staff('Boris Babić', 'adviser')

  // Leads: three this week (one just after Monday's Zagreb midnight), two the week before (one
  // on Sunday night, Zagreb), one in the period's first week, one just before it.
  await lead('2026-11-24T09:00:00.000Z', {
    stage: 'new',
    adviser: ana.id,
    followUp: '2026-11-20T10:00:00.000Z',
  })
  await lead('2026-11-26T08:00:00.000Z', {
    stage: 'contacted',
    adviser: ana.id,
    followUp: '2026-11-27T10:00:00.000Z',
  })
  // A booking's lead starts at "meeting booked".
  await lead('2026-11-25T12:00:00.000Z', {
    source: 'booking',
    adviser: boris.id,
    followUp: '2026-11-26T10:00:00.000Z',
  })
  await lead('2026-11-22T23:30:00.000Z', {
    stage: 'proposal',
    followUp: '2026-11-28T10:00:00.000Z',
  })
  await lead('2026-11-16T10:00:00.000Z', { source: 'funding-check', stage: 'won' })
  await lead('2026-11-22T22:30:00.000Z', {
    source: 'funding-check',
    stage: 'lost',
    lostReason: 'price',
  })
  await lead('2026-10-01T10:00:00.000Z', { source: 'call', followUp: '2026-11-02T10:00:00.000Z' })
  await lead('2026-09-06T22:30:00.000Z', {
    stage: 'lost',
    lostReason: 'no-response',
    followUp: '2026-11-01T10:00:00.000Z',
  })
  await lead('2026-09-06T21:00:00.000Z', { source: 'assistant', stage: 'won' })

  // Consultations this week (Monday to Sunday, Zagreb), one cancelled, one on next Monday
  // at half past midnight Zagreb (Sunday in UTC).
  const adviser = await create({
    collection: 'advisers',
    data: { name: 'Ana Anić', email: 'ana.anic@fondium.example' },
  })
  const bookings: [string, 'booked' | 'held' | 'no-show' | 'cancelled'][] = [
    ['2026-11-23T08:00:00.000Z', 'held'],
    ['2026-11-23T09:00:00.000Z', 'no-show'],
    ['2026-11-25T13:00:00.000Z', 'booked'],
    ['2026-11-25T14:00:00.000Z', 'cancelled'],
    ['2026-11-29T22:30:00.000Z', 'booked'],
    ['2026-11-29T23:30:00.000Z', 'booked'],
  ]
  for (const [start, status] of bookings) {
    await create({
      collection: 'bookings',
      data: {
        start,
        end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
        adviser: adviser.id,
        name: 'Petra Novak',
        email: `rezervacija.${serial++}@primjer.hr`,
        phone: '+385 91 234 5678',
        topic: 'Nova oprema i natječaji.',
        status,
        locale: 'hr',
        salt: `sol-${serial}`,
      },
    })
  }

  // Funding checks: by code and version, some finding no open call; five before the period.
  await activityCode('nkd2007', '62.01', 'Računalno programiranje', 'Computer programming')
  await activityCode('nkd2007', '10.71', 'Proizvodnja kruha', 'Manufacture of bread')
  await activityCode('nkd2025', '62.10', 'Računalno programiranje', 'Computer programming')
  // Checked, but not in the list (NKD 2025 numbers programming 62.10): no name.
  await payload.delete({
    collection: 'activity-codes',
    where: { and: [{ classification: { equals: 'nkd2025' } }, { code: { equals: '62.01' } }] },
    overrideAccess: true,
    context,
  })
  const checks: [string, 'nkd2007' | 'nkd2025', number, string][] = [
    ['62.01', 'nkd2007', 3, '2026-11-27'],
    ['62.01', 'nkd2007', 0, '2026-11-20'],
    ['62.01', 'nkd2007', 2, '2026-10-05'],
    ['62.01', 'nkd2007', 0, '2026-09-07'],
    ['10.71', 'nkd2007', 0, '2026-11-26'],
    ['10.71', 'nkd2007', 0, '2026-11-02'],
    ['62.10', 'nkd2025', 1, '2026-11-27'],
    ['62.10', 'nkd2025', 1, '2026-11-25'],
    ['62.10', 'nkd2025', 4, '2026-10-12'],
    ['62.01', 'nkd2025', 0, '2026-11-24'],
    ...Array.from(
      { length: 5 },
      () => ['01.11', 'nkd2007', 0, '2026-09-06'] as (typeof checks)[number],
    ),
  ]
  for (const [code, version, found, day] of checks) {
    await create({ collection: 'funding-check-log', data: { code, version, found, day } })
  }

  // Calls, then alerts and their deliveries (not relevant: two subscribers of three for one).
  const call = (fundName: string) =>
    create({
      collection: 'funding-calls',
      data: {
        fundName,
        shortDescription: `Natječaj za nadzornu ploču (${fundName}).`,
        deadline: '2099-06-30T10:00:00.000Z',
        nkdCodes: [{ code: '62.01' }],
        applicantTypes: ['micro', 'small'],
        amountMax: 100_000,
      },
      locale: 'hr',
    })
  const digital = await call('Digitalizacija malih poduzeća')
  const bakery = await call('Modernizacija pekara')
  const other = await call('Energetska obnova')
  await deleteAll(payload, 'alert-deliveries')

  const a1 = await alert('2026-11-24T10:00:00.000Z', 'active', [
    ['62.01', 'nkd2007'],
    ['10.71', 'nkd2007'],
  ])
  await alert('2026-11-25T10:00:00.000Z', 'pending', [['62.01', 'nkd2007']])
  const a3 = await alert('2026-10-01T10:00:00.000Z', 'active', [
    ['62.01', 'nkd2007'],
    ['62.10', 'nkd2025'],
  ])
  const a4 = await alert('2026-11-10T10:00:00.000Z', 'paused', [['10.71', 'nkd2007']])
  const deliveries: [number, number, boolean][] = [
    [a1.id, digital.id, true],
    [a1.id, digital.id, true],
    [a3.id, digital.id, false],
    [a4.id, digital.id, true],
    [a3.id, bakery.id, true],
    [a1.id, other.id, false],
  ]
  for (const [alertId, callId, notRelevant] of deliveries) {
    await create({
      collection: 'alert-deliveries',
      data: {
        alert: alertId,
        call: callId,
        status: 'sent',
        notRelevant,
        sentAt: '2026-11-20T10:00:00.000Z',
      },
    })
  }

  for (const [topic, count, locale] of [
    ['rok prijave natječaj', 5, 'hr'],
    ['bespovratna sredstva oprema', 12, 'hr'],
    ['funding deadline', 1, 'en'],
  ] as const) {
    await create({
      collection: 'chat-topics',
      data: { key: `${locale}:${topic}`, topic, count, locale },
    })
  }

  figures = await dashboardFigures(payload, period, 'hr')
  english = await dashboardFigures(payload, period, 'en')
})

/** A week's index in the period (W37 … W48 of 2026). */
const week = (name: string) => period.weeks.findIndex((one) => one.week === name)
const weekly = (entries: Record<string, number>) => {
  const counts = period.weeks.map(() => 0)
  for (const [name, n] of Object.entries(entries)) counts[week(name)] = n
  return counts
}

describe('the dashboard’s figures', () => {
  it('covers the last 12 ISO weeks up to this one, in Zagreb time', () => {
    expect(period.weeks.map((one) => one.week)).toEqual(
      Array.from({ length: 12 }, (_, index) => `2026-W${37 + index}`),
    )
    expect(period.weeks[0]).toEqual({
      week: '2026-W37',
      monday: '2026-09-07',
      from: '2026-09-06T22:00:00.000Z',
    })
    expect(period.to).toBe('2026-11-29T23:00:00.000Z')
    expect(period.days.map((day) => day.day)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ])
  })

  it('counts new leads per week by channel, and confirmed alert sign-ups', () => {
    const bySource = Object.fromEntries(figures.leadsPerWeek.map((row) => [row.source, row.counts]))
    expect(bySource).toEqual({
      contact: weekly({ '2026-W37': 1, '2026-W48': 3 }),
      booking: weekly({ '2026-W48': 1 }),
      'funding-check': weekly({ '2026-W47': 2 }),
      call: weekly({ '2026-W40': 1 }),
    })
    // The pending sign-up of this week is not counted; the paused one was confirmed.
    expect(figures.alertSignUpsPerWeek).toEqual(
      weekly({ '2026-W40': 1, '2026-W46': 1, '2026-W48': 1 }),
    )
  })

  it('counts leads by stage now, and the conversion of the period’s leads', () => {
    expect(figures.leadsByStage).toEqual({
      new: 2,
      contacted: 1,
      meeting: 1,
      proposal: 1,
      won: 2,
      lost: 2,
    })
    // The assistant's won lead came a day before the period.
    expect(figures.conversion).toEqual({ leads: 8, won: 1, lost: 2 })
  })

  it('lists the follow-ups due per adviser: overdue and today, open leads only', () => {
    expect(figures.followUpsDue).toEqual([
      { adviser: 'Ana Anić', overdue: 1, today: 1 },
      { adviser: 'Boris Babić', overdue: 1, today: 0 },
      { adviser: null, overdue: 1, today: 0 },
    ])
  })

  it('counts this week’s consultations per Zagreb day and status, not the cancelled', () => {
    const days = Object.fromEntries(
      figures.bookingsThisWeek.map(({ day, ...counts }) => [day, counts]),
    )
    const none = { booked: 0, held: 0, 'no-show': 0 }
    expect(days).toEqual({
      '2026-11-23': { booked: 0, held: 1, 'no-show': 1 },
      '2026-11-24': none,
      '2026-11-25': { booked: 1, held: 0, 'no-show': 0 },
      '2026-11-26': none,
      '2026-11-27': none,
      '2026-11-28': none,
      '2026-11-29': { booked: 1, held: 0, 'no-show': 0 },
    })
  })

  it('ranks the codes checked most and those whose checks found no open call', () => {
    expect(figures.codesCheckedMost).toEqual([
      { code: '62.01', version: 'nkd2007', name: 'Računalno programiranje', checks: 4, none: 2 },
      { code: '62.10', version: 'nkd2025', name: 'Računalno programiranje', checks: 3, none: 0 },
      { code: '10.71', version: 'nkd2007', name: 'Proizvodnja kruha', checks: 2, none: 2 },
      { code: '62.01', version: 'nkd2025', name: null, checks: 1, none: 1 },
    ])
    expect(
      figures.callsToLookFor.map(({ code, version, none, checks }) => [
        code,
        version,
        none,
        checks,
      ]),
    ).toEqual([
      ['10.71', 'nkd2007', 2, 2],
      ['62.01', 'nkd2007', 2, 4],
      ['62.01', 'nkd2025', 1, 1],
    ])
    expect(english.codesCheckedMost[0]!.name).toBe('Computer programming')
  })

  it('counts active alert subscriptions by activity code', () => {
    expect(figures.alertCodes).toEqual([
      { code: '62.01', classification: 'nkd2007', name: 'Računalno programiranje', alerts: 2 },
      { code: '10.71', classification: 'nkd2007', name: 'Proizvodnja kruha', alerts: 1 },
      { code: '62.10', classification: 'nkd2025', name: 'Računalno programiranje', alerts: 1 },
    ])
  })

  it('counts the subscribers who marked each call not relevant, of those mailed', () => {
    expect(
      figures.notRelevantCalls.map(({ name, marks, mailed }) => ({ name, marks, mailed })),
    ).toEqual([
      { name: 'Digitalizacija malih poduzeća', marks: 2, mailed: 3 },
      { name: 'Modernizacija pekara', marks: 1, mailed: 1 },
    ])
    // A call without an English name is named in Croatian.
    expect(english.notRelevantCalls[0]!.name).toBe('Digitalizacija malih poduzeća')
  })

  it('lists the assistant’s topics, most asked first', () => {
    expect(figures.assistantTopics).toEqual([
      { topic: 'bespovratna sredstva oprema', locale: 'hr', count: 12 },
      { topic: 'rok prijave natječaj', locale: 'hr', count: 5 },
      { topic: 'funding deadline', locale: 'en', count: 1 },
    ])
  })

  it('is shown to those who handle leads only', async () => {
    const editor = await staff('Eva Editor', 'editor')
    expect(
      await BackOfficeDashboard({ payload, user: editor, i18n: { language: 'en' } }),
    ).toBeNull()
    const adviser = await staff('Iva Savjetnica', 'adviser')
    const html = renderToStaticMarkup(
      (await BackOfficeDashboard({ payload, user: adviser, i18n: { language: 'en' } }))!,
    )
    expect(html).toContain('Enquiries and demand')
    expect(html).toContain('<caption')
  })
})
