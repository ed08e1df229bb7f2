import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  ensureSourceCheckQueued,
  runSourceCheck,
  type SourceCheckRun,
} from '@/features/source-monitoring'
import { queueSourceCheck } from '@/features/source-monitoring/jobs/queueSourceCheck'
import { nextRunAt, pageText, sha256, writeFingerprint } from '@/features/source-monitoring/rules'
import type { FundingCall } from '@/payload-types'
import { getEnv } from '@/server/env'

import type { SmtpPeer } from '../support/smtpPeer.mjs'
import { payloadWithSmtpPeer } from './mailSetup'
import { deleteAll, userData } from './payload'

/** How a test page answers: a page, a status, a redirect, or no answer for `ms`. */
type Answer = { page: string } | { status: number } | { redirect: string } | { hang: number }

type Seen = { path: string; userAgent: string | undefined }

let inFlightAll = 0
let maxInFlightAll = 0

/** One host of official pages on a loopback address, with what it answers switched per test. */
class Site {
  answers = new Map<string, Answer>()
  robots: Answer = { status: 404 }
  seen: Seen[] = []
  inFlight = 0
  maxInFlight = 0
  private server: Server | undefined
  private port = 0

  constructor(readonly address: string) {}

  async start() {
    this.server = createServer((request, response) => {
      const path = request.url ?? '/'
      this.seen.push({ path, userAgent: request.headers['user-agent'] })
      this.inFlight += 1
      this.maxInFlight = Math.max(this.maxInFlight, this.inFlight)
      inFlightAll += 1
      maxInFlightAll = Math.max(maxInFlightAll, inFlightAll)
      let open = true
      const finish = () => {
        if (!open) return
        open = false
        this.inFlight -= 1
        inFlightAll -= 1
      }
      response.on('close', finish)
      const answer =
        path === '/robots.txt' ? this.robots : (this.answers.get(path) ?? { status: 404 })
      // The check gives up on a hanging page after its timeout. Client and server share one
      // event loop here, so the server may learn of the closed socket only after the check's
      // next request to the host has arrived: by the check's clock the request ended then.
      if ('hang' in answer) setTimeout(finish, fetchTimeoutMs)
      // Every answer takes a moment, so that two requests to one host would overlap.
      const delay = 'hang' in answer ? answer.hang : 40
      setTimeout(() => {
        if (response.destroyed) return
        if ('page' in answer) {
          const type = path === '/robots.txt' ? 'text/plain' : 'text/html; charset=utf-8'
          response.writeHead(200, { 'content-type': type }).end(answer.page)
        } else if ('redirect' in answer) {
          response.writeHead(301, { location: answer.redirect }).end()
        } else if ('status' in answer) {
          response.writeHead(answer.status).end()
        } else {
          response.writeHead(200, { 'content-type': 'text/html' }).end('<p>late</p>')
        }
      }, delay)
    })
    await new Promise<void>((resolve) => this.server!.listen(0, this.address, resolve))
    this.port = (this.server!.address() as AddressInfo).port
    return this
  }

  async stop() {
    this.server?.closeAllConnections()
    await new Promise((resolve) => this.server?.close(resolve))
  }

  url(path: string) {
    return `http://${this.address}:${this.port}${path}`
  }

  /** The paths requested since `from` (an index into `seen`). */
  pathsSince(from: number) {
    return this.seen.slice(from).map((request) => request.path)
  }
}

const html = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title><script>var t=${Math.random()}</script></head><body><h1>${title}</h1><p>${body}</p></body></html>`

const siteUrl = 'https://fondium.example'
const userAgent = 'fondium.example-source-check/1.0 (+https://fondium.example)'
const fetchTimeoutMs = 300
/** The check's days: 8:00 in Zagreb (UTC+1) on 2–6 March 2026. */
const day = (n: number) => new Date(Date.UTC(2026, 2, n + 1, 7))
const dayText = (n: number) => day(n).toISOString().slice(0, 10)

let payload: Payload
let smtp: SmtpPeer
const a = new Site('127.0.0.1')
const b = new Site('127.0.0.2')
const c = new Site('127.0.0.3')
const d = new Site('127.0.0.4')
const sites = [a, b, c, d]
const calls: Record<string, FundingCall> = {}
const userIds: number[] = []
const editors = ['urednica.izvori@fondium.example', 'admin.izvori@fondium.example'] as const
const member = 'clan.izvori@fondium.example'

const run = (n: number) =>
  runSourceCheck(payload, {
    now: day(n),
    fetchTimeoutMs,
    env: { ...getEnv(), SITE_URL: siteUrl },
  })

const call = async (key: string) =>
  payload.findByID({ collection: 'funding-calls', id: calls[key]!.id, depth: 0, locale: 'hr' })

const runRow = async (n: number) =>
  (
    await payload.find({
      collection: 'source-check-runs',
      where: { day: { equals: dayText(n) } },
      overrideAccess: true,
    })
  ).docs

const sourceMails = () =>
  smtp.mails.filter((mail) => mail.subject?.startsWith('Natječaji za pregled'))

const versionCount = async () =>
  (
    await payload.findVersions({
      collection: 'funding-calls',
      where: { parent: { in: Object.values(calls).map((doc) => doc.id) } },
      limit: 1,
      overrideAccess: true,
    })
  ).totalDocs

/** Creates a call open until 2099 (unless `dates` say otherwise) with its source link. */
async function createCall(
  key: string,
  sourceUrl: string | null,
  dates: { opensAt?: string; deadline?: string } = {},
) {
  calls[key] = await payload.create({
    collection: 'funding-calls',
    data: {
      fundName: `Provjera izvora: ${key}`,
      shortDescription: `Natječaj za provjeru službene stranice (${key}).`,
      sourceUrl,
      deadline: '2099-12-31T00:00:00.000Z',
      ...dates,
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

beforeAll(async () => {
  ;({ payload, smtp } = await payloadWithSmtpPeer())
  // Other files' calls (the seed's, with real official links) must not be fetched here.
  await deleteAll(payload, 'funding-calls')
  await deleteAll(payload, 'source-check-runs')
  await deleteAll(payload, 'payload-jobs')
  for (const site of sites) await site.start()
  a.robots = { page: 'User-agent: *\nDisallow: /privatno/\n' }
  c.robots = { status: 503 }
  await createCall('stabilna', a.url('/natjecaji/stabilna'))
  await createCall('mijenja se', a.url('/natjecaji/mijenja-se'))
  await createCall('seli se', a.url('/natjecaji/seli-se'))
  await createCall('zabranjena', a.url('/privatno/natjecaj'))
  await createCall('zatvorena', a.url('/natjecaji/zatvorena'), {
    deadline: '2020-01-31T00:00:00.000Z',
  })
  await createCall('buduća', a.url('/natjecaji/buduca'), { opensAt: '2098-01-01T00:00:00.000Z' })
  await createCall('bez izvora', null)
  await createCall('nestaje', b.url('/natjecaj/nestaje'))
  await createCall('druga stabilna', b.url('/natjecaj/stabilna'))
  await createCall('iza robotsa', c.url('/natjecaj'))
  await createCall('nepouzdana', d.url('/natjecaj'))
  a.answers.set('/natjecaji/stabilna', { page: html('Stabilna', 'Rok je 30. lipnja.') })
  a.answers.set('/natjecaji/mijenja-se', { page: html('Mijenja se', 'Iznos 50.000 €.') })
  a.answers.set('/natjecaji/seli-se', { page: html('Seli se', 'Stara adresa.') })
  a.answers.set('/privatno/natjecaj', { page: html('Privatno', 'Ne dohvaćati.') })
  a.answers.set('/natjecaji/zatvorena', { page: html('Zatvorena', '…') })
  a.answers.set('/natjecaji/buduca', { page: html('Buduća', '…') })
  b.answers.set('/natjecaj/nestaje', { page: html('Nestaje', 'Uskoro nestaje.') })
  b.answers.set('/natjecaj/stabilna', { page: html('Druga', 'Bez promjena.') })
  c.answers.set('/natjecaj', { page: html('Iza robotsa', 'Tekst.') })
  d.answers.set('/natjecaj', { page: html('Nepouzdana', 'Ponekad ne radi.') })
  for (const [email, role] of [
    [editors[0], 'editor'],
    [editors[1], 'admin'],
    [member, 'member'],
  ] as const) {
    const user = await payload.create({
      collection: 'users',
      data: userData({ email, password: 'lozinka-za-izvore-1', fullName: email, role }),
      overrideAccess: true,
    })
    userIds.push(user.id)
  }
})

afterAll(async () => {
  await deleteAll(payload, 'funding-calls')
  await deleteAll(payload, 'source-check-runs')
  await deleteAll(payload, 'payload-jobs')
  await payload.delete({
    collection: 'users',
    where: { id: { in: userIds } },
    overrideAccess: true,
  })
  for (const site of sites) await site.stop()
  await smtp.stop()
})

describe('source monitoring', () => {
  let versionsBefore = 0
  const updatedAt: Record<string, string> = {}

  it('reads each open call’s page once a day, politely, and verifies what it could read', async () => {
    versionsBefore = await versionCount()
    for (const [key, doc] of Object.entries(calls)) updatedAt[key] = doc.updatedAt
    const result = await run(1)
    expect(result).toMatchObject({
      status: 'ran',
      day: dayText(1),
      counts: { checked: 8, unchanged: 6, flagged: 0, failed: 1 },
      mailed: false,
    })

    const stable = await call('stabilna')
    expect(stable.lastVerified).toBe(day(1).toISOString())
    expect(stable.sourceCheck).toMatchObject({
      flagged: false,
      state: 'first',
      checkedAt: day(1).toISOString(),
      reachableAt: day(1).toISOString(),
      contentHash: writeFingerprint(
        a.url('/natjecaji/stabilna'),
        sha256(pageText(html('Stabilna', 'Rok je 30. lipnja.'))),
      ),
    })
    expect((await call('zabranjena')).sourceCheck).toMatchObject({
      flagged: false,
      state: 'blocked',
      detail: 'robots.txt disallows /privatno/natjecaj, not fetched',
    })
    expect((await call('zabranjena')).lastVerified).toBeFalsy()
    expect((await call('iza robotsa')).sourceCheck).toMatchObject({
      flagged: false,
      state: 'unreachable',
      detail: 'robots.txt: HTTP 503, not fetched',
    })
    for (const key of ['zatvorena', 'buduća', 'bez izvora']) {
      expect((await call(key)).sourceCheck?.state ?? null).toBeNull()
    }

    // Only robots.txt (once per host) and the calls' own links; never a disallowed page, a
    // closed or forthcoming call's page, nor anything behind an unreadable robots.txt.
    expect(a.pathsSince(0).sort()).toEqual(
      ['/natjecaji/mijenja-se', '/natjecaji/seli-se', '/natjecaji/stabilna', '/robots.txt'].sort(),
    )
    expect(b.pathsSince(0).sort()).toEqual(
      ['/natjecaj/nestaje', '/natjecaj/stabilna', '/robots.txt'].sort(),
    )
    expect(c.pathsSince(0)).toEqual(['/robots.txt'])
    expect(d.pathsSince(0)).toEqual(['/robots.txt', '/natjecaj'])
    for (const site of sites) {
      expect(site.maxInFlight).toBe(1)
      for (const request of site.seen) expect(request.userAgent).toBe(userAgent)
    }
    // Different hosts are read side by side, a few at a time.
    expect(maxInFlightAll).toBeGreaterThanOrEqual(2)
    expect(maxInFlightAll).toBeLessThanOrEqual(4)
    expect(sourceMails()).toHaveLength(0)
    expect(await runRow(1)).toEqual([
      expect.objectContaining({ checked: 8, unchanged: 6, flagged: 0, failed: 1 }),
    ])
  })

  it('runs a day once: a second run the same day fetches nothing', async () => {
    const seen = sites.map((site) => site.seen.length)
    const later = new Date(day(1).getTime() + 5 * 60 * 60 * 1000)
    const again = await runSourceCheck(payload, { now: later, fetchTimeoutMs })
    expect(again).toEqual({ status: 'already-ran', day: dayText(1) })
    expect(sites.map((site) => site.seen.length)).toEqual(seen)
    expect(await runRow(1)).toHaveLength(1)
  })

  it('flags changed, moved and vanished pages and mails the editors once', async () => {
    const seenA = a.seen.length
    a.answers.set('/natjecaji/mijenja-se', { page: html('Mijenja se', 'Iznos 80.000 €.') })
    a.answers.set('/natjecaji/seli-se', { redirect: '/natjecaji/novo-mjesto' })
    a.answers.set('/natjecaji/novo-mjesto', { page: html('Novo mjesto', '…') })
    b.answers.set('/natjecaj/nestaje', { status: 404 })
    c.robots = { status: 404 }
    d.answers.set('/natjecaj', { status: 500 })

    const result = await run(2)
    expect(result).toMatchObject({
      status: 'ran',
      counts: { checked: 8, unchanged: 3, flagged: 3, failed: 1 },
      mailed: true,
    })
    expect(a.pathsSince(seenA)).not.toContain('/natjecaji/novo-mjesto')

    const stable = await call('stabilna')
    expect(stable.sourceCheck).toMatchObject({ state: 'unchanged', flagged: false })
    expect(stable.lastVerified).toBe(day(2).toISOString())
    const changed = await call('mijenja se')
    expect(changed.sourceCheck).toMatchObject({
      state: 'changed',
      flagged: true,
      flaggedAt: day(2).toISOString(),
    })
    expect(changed.lastVerified).toBe(day(1).toISOString())
    expect((await call('seli se')).sourceCheck).toMatchObject({
      state: 'moved',
      flagged: true,
      detail: 'HTTP 301',
      movedTo: a.url('/natjecaji/novo-mjesto'),
    })
    expect((await call('nestaje')).sourceCheck).toMatchObject({
      state: 'gone',
      flagged: true,
      detail: 'HTTP 404',
    })
    expect((await call('nepouzdana')).sourceCheck).toMatchObject({
      state: 'unreachable',
      flagged: false,
      detail: 'HTTP 500',
      reachableAt: day(1).toISOString(),
    })
    // robots.txt is read anew each day: now missing, so the page behind it is read.
    expect(c.pathsSince(1)).toEqual(['/robots.txt', '/natjecaj'])
    expect((await call('iza robotsa')).sourceCheck).toMatchObject({ state: 'first' })

    const mails = sourceMails()
    expect(mails).toHaveLength(1)
    const mail = mails[0]!
    expect(mail.subject).toBe('Natječaji za pregled: 3 službene stranice su se promijenile')
    const to = JSON.stringify(mail.to)
    for (const address of editors) expect(to).toContain(address)
    expect(to).not.toContain(member)
    expect(mail.text).toContain(
      `Provjera izvora: mijenja se\nSadržaj službene stranice se promijenio.\nSlužbeni izvor: ${a.url('/natjecaji/mijenja-se')}\nUređivanje: ${siteUrl}/admin/collections/funding-calls/${calls['mijenja se']!.id}`,
    )
    expect(mail.text).toContain(
      `Provjera izvora: seli se\nSlužbena stranica premještena je na ${a.url('/natjecaji/novo-mjesto')}`,
    )
    expect(mail.text).toContain(
      'Provjera izvora: nestaje\nSlužbena stranica više ne postoji (HTTP 404).',
    )
    expect(mail.text).toContain(
      `Svi natječaji za pregled: ${siteUrl}/admin/collections/funding-calls?where%5BsourceCheck.flagged%5D%5Bequals%5D=true`,
    )
    expect(mail.text).not.toContain('stabilna')
    expect(mail.html).toContain('Otvori natječaje za pregled')
    expect((await runRow(2))[0]).toMatchObject({ mailedAt: day(2).toISOString(), flagged: 3 })
  })

  it('flags a page unreachable on three daily checks in a row (a timeout among them)', async () => {
    d.answers.set('/natjecaj', { hang: 1500 })
    const third = await run(3)
    expect(third).toMatchObject({ counts: { flagged: 0, failed: 1 }, mailed: false })
    expect((await call('nepouzdana')).sourceCheck).toMatchObject({
      state: 'unreachable',
      flagged: false,
      detail: 'timeout after 300 ms (2 checks in a row)',
    })
    // A page already flagged stays flagged, from the first time, and is verified again.
    const changed = await call('mijenja se')
    expect(changed.sourceCheck).toMatchObject({
      state: 'unchanged',
      flagged: true,
      flaggedAt: day(2).toISOString(),
    })
    expect(changed.lastVerified).toBe(day(3).toISOString())
    expect(sourceMails()).toHaveLength(1)

    d.answers.set('/natjecaj', { status: 500 })
    const fourth = await run(4)
    expect(fourth).toMatchObject({ counts: { flagged: 1, failed: 1 }, mailed: true })
    expect((await call('nepouzdana')).sourceCheck).toMatchObject({
      state: 'unreachable',
      flagged: true,
      detail: 'HTTP 500 (3 checks in a row)',
    })
    const mails = sourceMails()
    expect(mails).toHaveLength(2)
    expect(mails[1]!.subject).toBe('Natječaji za pregled: 1 službena stranica se promijenila')
    expect(mails[1]!.text).toContain(
      'Provjera izvora: nepouzdana\nSlužbena stranica nije dostupna (HTTP 500); zadnji put bila je dostupna 2. ožujka 2026.',
    )
    expect(mails[1]!.text).not.toContain('mijenja se')
    for (const site of sites) expect(site.maxInFlight).toBe(1)
  })

  it('runs a day once when two workers start it at the same moment', async () => {
    const seen = sites.map((site) => site.seen.length)
    const results = await Promise.all([run(5), run(5)])
    expect(results.map((result) => result.status).sort()).toEqual(['already-ran', 'ran'])
    expect(await runRow(5)).toHaveLength(1)
    // Each open call's page (and each host's robots.txt) was read once.
    const perSite = sites.map((site, index) => site.pathsSince(seen[index]!).sort())
    expect(perSite[0]).toEqual(
      ['/natjecaji/mijenja-se', '/natjecaji/seli-se', '/natjecaji/stabilna', '/robots.txt'].sort(),
    )
    expect(perSite[1]).toEqual(['/natjecaj/nestaje', '/natjecaj/stabilna', '/robots.txt'].sort())
    expect(perSite[2]).toEqual(['/natjecaj', '/robots.txt'])
    expect(perSite[3]).toEqual(['/natjecaj', '/robots.txt'])
    const ran = results.find((result) => result.status === 'ran') as Extract<
      SourceCheckRun,
      { status: 'ran' }
    >
    expect(ran.counts.checked).toBe(8)
  })

  it('writes no version and leaves the calls’ last change as it was', async () => {
    expect(await versionCount()).toBe(versionsBefore)
    for (const [key, stamp] of Object.entries(updatedAt)) {
      expect((await call(key)).updatedAt).toBe(stamp)
    }
    const changed = await call('mijenja se')
    expect(changed.fundName).toBe('Provjera izvora: mijenja se')
    expect(changed.shortDescription).toBe('Natječaj za provjeru službene stranice (mijenja se).')
  })
})

describe('the admin link to the flagged calls', () => {
  it('shows editors and admins how many calls need review, in their language', async () => {
    const { FlaggedCallsLink } = await import(
      '@/features/source-monitoring/components/FlaggedCallsLink'
    )
    const link = await FlaggedCallsLink({
      payload,
      user: { role: 'editor' },
      i18n: { language: 'hr' },
    })
    expect(link?.props).toMatchObject({
      href: '/admin/collections/funding-calls?where%5BsourceCheck.flagged%5D%5Bequals%5D=true',
    })
    expect(link?.props.children.props.children).toBe('Natječaji za pregled (4)')
    const german = await FlaggedCallsLink({
      payload,
      user: { role: 'admin' },
      i18n: { language: 'de' },
    })
    expect(german?.props.children.props.children).toBe('Ausschreibungen zur Prüfung (4)')
    expect(await FlaggedCallsLink({ payload, user: { role: 'member' } })).toBeNull()
    // The link's filter finds exactly the flagged calls.
    const flagged = await payload.find({
      collection: 'funding-calls',
      where: { 'sourceCheck.flagged': { equals: true } },
      depth: 0,
      sort: 'fundName',
      select: { fundName: true },
    })
    expect(flagged.docs.map((doc) => doc.fundName)).toEqual([
      'Provjera izvora: mijenja se',
      'Provjera izvora: nepouzdana',
      'Provjera izvora: nestaje',
      'Provjera izvora: seli se',
    ])
  })
})

describe('the daily job', () => {
  // Read inside the tests: the environment is complete only once Payload has started.
  const jobEnv = () => ({ ...getEnv(), SOURCE_CHECK_ENABLED: true, SOURCE_CHECK_HOUR: 6 })
  const pending = async () =>
    (
      await payload.find({
        collection: 'payload-jobs',
        where: {
          and: [
            { taskSlug: { equals: 'check-sources' } },
            { completedAt: { exists: false } },
            { hasError: { not_equals: true } },
          ],
        },
        sort: 'createdAt',
        overrideAccess: true,
      })
    ).docs

  it('is scheduled once, for the configured hour of the next day, unless switched off', async () => {
    await deleteAll(payload, 'payload-jobs')
    expect(
      await ensureSourceCheckQueued(payload, { ...jobEnv(), SOURCE_CHECK_ENABLED: false }),
    ).toBeNull()
    expect(await pending()).toHaveLength(0)

    const now = new Date()
    const first = await ensureSourceCheckQueued(payload, jobEnv(), now)
    expect(first?.toISOString()).toBe(nextRunAt(now, 6).toISOString())
    expect(await ensureSourceCheckQueued(payload, jobEnv(), now)).toBeNull()
    const jobs = await pending()
    expect(jobs).toHaveLength(1)
    expect(jobs[0]!.waitUntil).toBe(first!.toISOString())

    // A check marked as running for hours died with its process: the next start schedules anew.
    await payload.db.updateOne({
      collection: 'payload-jobs',
      id: jobs[0]!.id,
      data: { processing: true, updatedAt: new Date(now.getTime() - 7 * 3600_000).toISOString() },
      returning: false,
    })
    expect(await ensureSourceCheckQueued(payload, jobEnv(), now)).not.toBeNull()
    await payload.delete({ collection: 'payload-jobs', id: jobs[0]!.id, overrideAccess: true })
    expect(await pending()).toHaveLength(1)
  })

  it('checks today when it runs and queues tomorrow’s; a duplicate job does nothing', async () => {
    d.answers.set('/natjecaj', { page: html('Nepouzdana', 'Opet radi.') })
    const seen = sites.map((site) => site.seen.length)
    const [job] = await pending()
    await payload.jobs.runByID({ id: job!.id, overrideAccess: true, silent: true })

    const today = new Date().toISOString()
    const runs = await payload.find({
      collection: 'source-check-runs',
      where: { startedAt: { greater_than: new Date(Date.now() - 60_000).toISOString() } },
      overrideAccess: true,
    })
    expect(runs.docs).toHaveLength(1)
    expect(runs.docs[0]).toMatchObject({ checked: 8 })
    expect(sites.reduce((sum, site, index) => sum + site.seen.length - seen[index]!, 0)).toBe(11)
    const next = await pending()
    expect(next).toHaveLength(1)
    expect(next[0]!.id).not.toBe(job!.id)
    expect(next[0]!.waitUntil).toBe(nextRunAt(new Date(today), 6).toISOString())

    // A second job for the same day (two workers scheduled one each) checks nothing and queues
    // nothing: the queue is back to one waiting check.
    await queueSourceCheck(payload, jobEnv(), new Date(Date.now() - 24 * 60 * 60 * 1000))
    const both = await pending()
    expect(both).toHaveLength(2)
    const duplicate = both.find((doc) => doc.id !== next[0]!.id)!
    const before = sites.map((site) => site.seen.length)
    await payload.jobs.runByID({ id: duplicate.id, overrideAccess: true, silent: true })
    expect(sites.map((site) => site.seen.length)).toEqual(before)
    expect((await pending()).map((doc) => doc.id)).toEqual([next[0]!.id])
  })
})
