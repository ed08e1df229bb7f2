import { sql, type SQL } from 'drizzle-orm'
import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { seed } from '@/seed/seed'

import { migrationSteps, type Migration } from './migrationSteps'
import { getTestPayload } from './payload'

let payload: Payload
let migrations: Migration[]
let args: never
let query: (statement: SQL) => Promise<Record<string, unknown>[]>

/** Collections Payload keeps for itself, filled by its own work rather than by the site. */
const payloadOwn = new Set(['payload-migrations', 'payload-kv', 'payload-folders'])

const far = '2100-01-01T00:00:00.000Z'
const now = () => new Date().toISOString()

/**
 * A row of every kind the site stores: the demo content, and one document of every collection
 * the seed leaves empty, with every value of the choices that a later migration added (each
 * source of a lead, each role, a queued job of each task). A collection added later without a
 * row here fails the guard below.
 */
async function fillEveryKind({ accounts = true } = {}) {
  await seed(
    payload,
    accounts ? { adminEmail: 'admin@migracije.example', adminPassword: 'Dugo-admin-2026!' } : {},
  )
  const create = (collection: CollectionSlug, data: Record<string, unknown>) =>
    payload.create({
      collection,
      data: data as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })

  for (const role of accounts ? (['editor', 'adviser', 'member'] as const) : []) {
    await create('users', {
      email: `${role}@migracije.example`,
      password: 'Dugo-geslo-2026!',
      fullName: `Migracija ${role}`,
      role,
      _verified: true,
    })
  }
  const [call] = (await payload.find({ collection: 'funding-calls', limit: 1, depth: 0 })).docs
  const [job] = (await payload.find({ collection: 'jobs', limit: 1, depth: 0 })).docs
  const [download] = (await payload.find({ collection: 'downloads', limit: 1, depth: 0 })).docs
  const [adviser] = (
    await payload.find({ collection: 'advisers', limit: 1, depth: 0, overrideAccess: true })
  ).docs

  const start = new Date(Date.now() + 3 * 86_400_000)
  start.setUTCHours(9, 0, 0, 0)
  const booking = await create('bookings', {
    start: start.toISOString(),
    end: new Date(start.getTime() + 30 * 60_000).toISOString(),
    adviser: adviser!.id,
    name: 'Petra Novak',
    email: 'petra@migracije.example',
    phone: '+385 91 234 5678',
    topic: 'Proširenje proizvodnje',
    status: 'booked',
    locale: 'hr',
    salt: 'migracije',
  })
  const cv = Buffer.from('%PDF-1.4\nxref\ntrailer << >>\nstartxref\n9\n%%EOF\n')
  const file = await payload.create({
    collection: 'application-files',
    data: { originalName: 'zivotopis.pdf' },
    file: { data: cv, mimetype: 'application/pdf', name: 'zivotopis.pdf', size: cv.length },
    overrideAccess: true,
  })
  const sources = {
    contact: {},
    application: { job: job!.id, cv: file.id },
    download: { download: download!.id },
    booking: { booking: booking.id },
    call: { call: call!.id },
    'funding-check': { call: call!.id, code: '62.01', codeVersion: 'nkd2025' },
    assistant: {},
  }
  for (const [source, extra] of Object.entries(sources)) {
    await create('leads', {
      firstName: 'Ivana',
      lastName: 'Horvat',
      email: `${source}@migracije.example`,
      message: `Upit iz izvora ${source}.`,
      source,
      locale: 'hr',
      ...extra,
    })
  }

  const alert = await create('alerts', {
    email: 'obavijesti@migracije.example',
    locale: 'hr',
    status: 'active',
    frequency: 'instant',
    consentAt: now(),
    consentText: 'Pristajem na obavijesti.',
    salt: 'migracije',
  })
  const event = await create('alert-events', {
    kind: 'published',
    key: 'migracije',
    call: call!.id,
  })
  await create('alert-deliveries', { status: 'sent', alert: alert.id, event: event.id })
  await create('newsletter-subscribers', {
    email: 'novosti@migracije.example',
    name: 'Marko',
    locale: 'hr',
    status: 'confirmed',
    consentAt: now(),
    token: 'migracije',
  })
  await create('chat-topics', {
    key: 'migracije',
    topic: 'Bespovratna sredstva',
    locale: 'hr',
    count: 3,
  })
  await create('funding-check-log', { code: '62.01', found: 2, day: '2026-11-27' })
  await create('privacy-requests', { action: 'find', at: now() })
  await create('back-office-runs', { day: '2026-11-27' })
  await create('source-check-runs', { day: '2026-11-27' })
  const codes = Buffer.from('Šifra;Naziv\r\n10;Proizvodnja prehrambenih proizvoda\r\n')
  await payload.create({
    collection: 'activity-code-imports',
    data: { kind: 'codes', classification: 'nkd2025', language: 'hr' },
    file: { data: codes, name: 'nkd.csv', mimetype: 'text/csv', size: codes.length },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  const source = await create('call-import-sources', {
    name: 'Migracijski izvor',
    mapping: [
      { column: 'Šifra', field: 'externalId' },
      { column: 'Naziv', field: 'fundName.hr' },
    ],
  })
  const calls = Buffer.from('Šifra;Naziv\r\nMIG-1;Poziv za migraciju\r\n')
  await payload.create({
    collection: 'call-imports',
    data: { source: source.id },
    file: { data: calls, name: 'pozivi.csv', mimetype: 'text/csv', size: calls.length },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })

  await create('mail-outbox', {
    to: 'upiti@migracije.example',
    subject: 'Novi upit',
    text: 'Tekst.',
  })
  await create('redirects', { from: '/stara-stranica', to: { type: 'custom', url: '/' } })
  const [admin] = (
    await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1 })
  ).docs
  // Payload writes the signed-in staff member into both: as /admin does, with them signed in.
  const user = { ...admin!, collection: 'users' as const }
  await payload.create({
    collection: 'payload-preferences',
    data: { key: 'nav', value: { open: true } } as never,
    overrideAccess: true,
    user,
  })
  await payload.create({
    collection: 'payload-locked-documents',
    data: {
      document: { relationTo: 'funding-calls', value: call!.id },
      user: { relationTo: 'users', value: admin!.id },
    },
    overrideAccess: true,
    user,
  })

  // A queued job of every task, far in the future so that nothing runs it, each with a log line
  // of its own task as a run leaves it.
  for (const task of payload.config.jobs.tasks ?? []) {
    const queued: { id: number | string } = await payload.jobs.queue({
      task: task.slug as never,
      input: {} as never,
      waitUntil: new Date(far),
      overrideAccess: true,
    })
    await payload.update({
      collection: 'payload-jobs',
      id: queued.id,
      data: {
        log: [
          {
            executedAt: now(),
            completedAt: now(),
            taskSlug: task.slug as never,
            taskID: '1',
            state: 'succeeded',
          },
        ],
      },
      overrideAccess: true,
    })
  }
}

beforeAll(async () => {
  payload = await getTestPayload()
  ;({ migrations, args, query } = await migrationSteps(payload))
  await fillEveryKind()
}, 240_000)

/** Collections without a row, so a kind added later cannot go untested. */
async function emptyCollections() {
  const empty: string[] = []
  for (const { slug } of payload.config.collections) {
    if (payloadOwn.has(slug)) continue
    const { totalDocs } = await payload.count({ collection: slug, overrideAccess: true })
    if (totalDocs === 0) empty.push(slug)
  }
  return empty
}

/** One column's values, sorted as text (PostgreSQL would sort an enum by its declared order). */
const column = async (statement: SQL, name: string) =>
  (await query(statement)).map((row) => String(row[name])).sort()

/**
 * What must hold right after a migration's `down`: the rows it keeps fit the schema before it.
 * A choice that the older schema lacks is mapped to one it has (a lead from a booking stays an
 * enquiry; an adviser keeps an account without rights), and jobs of tasks it lacks are dropped.
 */
const afterDown: Record<string, () => Promise<void>> = {
  back_office: async () => {
    expect(await column(sql`SELECT role FROM users`, 'role')).toEqual([
      'admin',
      'editor',
      'member',
      'member',
    ])
    expect(await column(sql`SELECT DISTINCT source FROM leads`, 'source')).toEqual([
      'application',
      'booking',
      'contact',
      'download',
    ])
  },
  booking: async () => {
    expect(await column(sql`SELECT source FROM leads`, 'source')).toEqual([
      'application',
      'contact',
      'contact',
      'contact',
      'contact',
      'contact',
      'download',
    ])
    expect(
      await column(sql`SELECT DISTINCT task_slug FROM payload_jobs`, 'task_slug'),
    ).not.toContain('send-booking-mail')
  },
  accounts: async () => {
    expect(await column(sql`SELECT DISTINCT task_slug FROM payload_jobs`, 'task_slug')).toEqual([
      'send-lead-mail',
      'send-newsletter-mail',
    ])
  },
}

describe('every migration undoes and redoes on a database holding rows of every kind', () => {
  it('rolls back every migration after the first, newest first, then applies them again', async () => {
    expect(await emptyCollections(), 'collections without a row in fillEveryKind').toEqual([])
    const later = migrations.slice(1)
    const checked: string[] = []
    for (const migration of [...later].reverse()) {
      await expect(migration.down(args), migration.name).resolves.toBeUndefined()
      const check = Object.entries(afterDown).find(([suffix]) =>
        migration.name.endsWith(`_${suffix}`),
      )
      if (check) {
        await check[1]()
        checked.push(check[0])
      }
    }
    expect(checked).toEqual(['back_office', 'booking', 'accounts'])

    for (const migration of later) {
      await expect(migration.up(args), migration.name).resolves.toBeUndefined()
    }

    // The site works on the schema again: the accounts kept read back, and every kind can be
    // written once more.
    const users = await payload.find({ collection: 'users', overrideAccess: true, limit: 10 })
    expect(users.docs.map((user) => user.role).sort()).toEqual([
      'admin',
      'editor',
      'member',
      'member',
    ])
    await fillEveryKind({ accounts: false })
    expect(await emptyCollections()).toEqual([])
    // Every migration down and up again: up to 55 s beside three other test files on two cores.
  }, 180_000)
})
