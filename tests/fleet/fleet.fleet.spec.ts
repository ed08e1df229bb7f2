// Two app instances, two job workers, PostgreSQL, Redis and an S3-compatible store (s3rver) on
// loopback (scripts/fleet.mjs), and a real SMTP peer: what one instance stores, every instance
// serves, and each enquiry is mailed exactly once. `npm run test:fleet`; CI runs it after the
// PostgreSQL leg.
import { existsSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startFleet } from '../../scripts/fleet.mjs'
import { SmtpPeer } from '../support/smtpPeer.mjs'

const root = path.resolve(import.meta.dirname, '../..')

type Fleet = Awaited<ReturnType<typeof startFleet>>

let fleet: Fleet
let smtp: SmtpPeer
let a: string
let b: string
let token: string

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, ms: number) {
  const until = Date.now() + ms
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > until) return value
    await sleep(250)
  }
}

const auth = () => ({ Authorization: `JWT ${token}` })

beforeAll(async () => {
  smtp = await new SmtpPeer().start()
  // Alert rounds every 5 s in each worker, so the alerts test waits seconds, not minutes.
  fleet = await startFleet({
    env: { SMTP_URL: smtp.url, ALERTS_INTERVAL_SECONDS: '5' },
    log: false,
  })
  ;[a, b] = fleet.urls as [string, string]
  const login = await fetch(`${a}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: fleet.env.ADMIN_EMAIL, password: fleet.env.ADMIN_PASSWORD }),
  })
  expect(login.status).toBe(200)
  // The session token is in the cookie only: the answer's body does not carry it.
  const cookie = login.headers.getSetCookie().find((value) => value.startsWith('payload-token='))
  token = cookie!.split(';')[0]!.slice('payload-token='.length)
})

afterAll(async () => {
  await fleet?.stop()
  await smtp?.stop()
})

describe('a fleet of two instances', () => {
  it('serves every seeded image, and keeps none on local disk', async () => {
    const list = await fetch(`${a}/api/media?limit=100&depth=0`, { headers: auth() })
    const { docs } = (await list.json()) as { docs: { url: string; filename: string }[] }
    expect(docs.length).toBeGreaterThan(10)
    for (const doc of docs) {
      const response = await fetch(new URL(doc.url, b))
      expect(response.status, doc.filename).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^image\//)
      const object = await fetch(`${fleet.s3Url}/media/${doc.filename}`)
      expect(object.status, doc.filename).toBe(200)
    }
    expect(existsSync(path.join(root, fleet.env.MEDIA_DIR))).toBe(false)
  })

  it('serves the seeded downloads from the bucket by the same rules, and keeps none on local disk', async () => {
    const list = await fetch(`${a}/api/downloads?limit=100&depth=0`, { headers: auth() })
    const { docs } = (await list.json()) as {
      docs: { id: number; filename: string; gated: boolean; mimeType: string }[]
    }
    expect(docs.map((doc) => doc.gated).sort()).toEqual([false, true, true])
    for (const doc of docs) {
      const object = await fetch(`${fleet.s3Url}/media/downloads/${doc.filename}`)
      expect(object.status, doc.filename).toBe(200)
      const file = `${b}/api/downloads/file/${encodeURIComponent(doc.filename)}`
      const anonymous = await fetch(file)
      expect(anonymous.status, doc.filename).toBe(doc.gated ? 403 : 200)
      const editor = await fetch(file, { headers: auth() })
      expect(editor.status, doc.filename).toBe(200)
      expect(editor.headers.get('content-type')).toBe(doc.mimeType)
      expect(editor.headers.get('content-disposition')).toContain(`filename="${doc.filename}"`)
    }
    expect(existsSync(path.join(root, `${fleet.env.MEDIA_DIR}-private`))).toBe(false)
  })

  it('keeps a CV sent to one instance in the bucket, for editors of the other only', async () => {
    const jobs = await fetch(`${a}/api/jobs?limit=1&depth=0`)
    const [job] = ((await jobs.json()) as { docs: { id: number }[] }).docs
    const pdf = '%PDF-1.4\n1 0 obj << >> endobj\nxref\n0 1\ntrailer << >>\nstartxref\n9\n%%EOF\n'
    const form = new FormData()
    for (const [name, value] of Object.entries({
      job: String(job!.id),
      firstName: 'Flota',
      lastName: 'Kandidat',
      email: 'kandidat@flota.example',
      message: 'Prijava kroz prvu instancu.',
    }))
      form.set(name, value)
    form.set('cv', new Blob([pdf], { type: 'application/pdf' }), 'cv.pdf')
    const applied = await fetch(`${a}/api/careers/apply`, {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: form,
    })
    expect(applied.status).toBe(200)
    const leads = await fetch(
      `${b}/api/leads?depth=1&where[email][equals]=kandidat@flota.example`,
      { headers: auth() },
    )
    const [lead] = ((await leads.json()) as { docs: { cv: { filename: string } }[] }).docs
    const name = lead!.cv.filename
    expect((await fetch(`${fleet.s3Url}/media/applications/${name}`)).status).toBe(200)
    const file = `${b}/api/application-files/file/${name}`
    expect((await fetch(file)).status).toBe(403)
    const editor = await fetch(file, { headers: auth() })
    expect(editor.status).toBe(200)
    expect(await editor.text()).toBe(pdf)
    // A worker mails the application to the firm like any enquiry (once: the box is emptied here
    // for the enquiry count below).
    const mails = await poll(
      async () => smtp.mails.filter((mail) => mail.subject?.startsWith('Prijava za posao:')),
      (found) => found.length > 0,
      15_000,
    )
    expect(mails).toHaveLength(1)
    await sleep(500)
    expect(smtp.mails).toHaveLength(1)
    smtp.mails.length = 0
  })

  it('serves an image uploaded through one instance from the other, out of the bucket', async () => {
    const png = await sharp({
      create: { width: 1280, height: 720, channels: 3, background: { r: 26, g: 59, b: 105 } },
    })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'flota-test.png')
    form.append('_payload', JSON.stringify({ alt: 'Probna slika flote' }))
    const upload = await fetch(`${a}/api/media`, { method: 'POST', headers: auth(), body: form })
    expect(upload.status).toBe(201)
    const { doc } = (await upload.json()) as {
      doc: { url: string; filename: string; sizes: { card: { url: string } } }
    }
    expect(doc.filename).toBe('flota-test.png')

    const viaB = await fetch(new URL(doc.url, b))
    expect(viaB.status).toBe(200)
    expect(viaB.headers.get('content-type')).toBe('image/png')
    const served = Buffer.from(await viaB.arrayBuffer())
    expect(await sharp(served).metadata()).toMatchObject({ width: 1280, height: 720 })

    // The files are in the bucket (path style: /bucket/key), the card size too.
    const object = await fetch(`${fleet.s3Url}/media/flota-test.png`)
    expect(object.status).toBe(200)
    expect(Buffer.from(await object.arrayBuffer()).equals(served)).toBe(true)
    const card = await fetch(new URL(doc.sizes.card.url, b))
    expect(card.status).toBe(200)
    expect(card.headers.get('content-type')).toBe('image/webp')

    // The other instance also resizes it for the page (next/image).
    const optimized = await fetch(
      `${b}/_next/image?url=${encodeURIComponent(doc.url)}&w=640&q=75`,
      { headers: { Accept: 'image/webp' } },
    )
    expect(optimized.status).toBe(200)
    expect(optimized.headers.get('content-type')).toBe('image/webp')
  })

  it('shows an article edited on one instance on the other within seconds', async () => {
    // The newest article the public sees (no token: published ones only).
    const list = await fetch(`${a}/api/articles?limit=1&depth=0&sort=-publishedDate`)
    const [article] = ((await list.json()) as { docs: { id: number; title: string }[] }).docs
    expect(article).toBeDefined()
    const page = `${b}/insights/${article!.id}`
    // B has the page in the shared cache before the edit, and in its front cache
    // (scripts/http/frontCache.mjs), which keeps it 30 s unless A's edit reaches B through Redis.
    const before = await (await fetch(page)).text()
    expect(before).toContain(`<h1`)
    expect(before.includes(article!.title)).toBe(true)

    const title = `Novi pozivi za digitalizaciju MSP-ova ${Date.now()}`
    const edit = await fetch(`${a}/api/articles/${article!.id}?locale=hr`, {
      method: 'PATCH',
      headers: { ...auth(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ title }),
    })
    expect(edit.status).toBe(200)
    const edited = Date.now()

    const detail = await poll(
      async () => (await fetch(page)).text(),
      (html) => html.includes(title),
      10_000,
    )
    expect(detail.includes(title)).toBe(true)
    expect(Date.now() - edited).toBeLessThan(10_000)
    const insights = await poll(
      async () => (await fetch(`${b}/insights`)).text(),
      (html) => html.includes(title),
      10_000,
    )
    expect(insights.includes(title)).toBe(true)
  })

  it('shares the rate limits: the 13th question in a minute is refused by either instance', async () => {
    const ask = (base: string) =>
      fetch(`${base}/api/ai-chat`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.99' },
        body: JSON.stringify({
          message: 'Koliko traje priprema projekta?',
          conversationHistory: [],
        }),
      })
    for (let n = 0; n < 12; n += 1) expect((await ask(n % 2 ? b : a)).status).toBe(200)
    expect((await ask(a)).status).toBe(429)
    expect((await ask(b)).status).toBe(429)
  })

  it('mails each of 100 enquiries sent to both instances exactly once', async () => {
    smtp.mails.length = 0
    const send = async (n: number) => {
      const response = await fetch(`${n % 2 ? b : a}/api/contact`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': `198.51.${Math.floor(n / 200)}.${n % 200}`,
        },
        body: JSON.stringify({
          firstName: 'Ivana',
          lastName: `Horvat ${n}`,
          email: `ivana.${n}@primjer-flota.hr`,
          company: 'Flota Primjer d.o.o.',
          message: `Upit ${n}: zanima nas prijava na natječaj za energetsku učinkovitost.`,
        }),
      })
      return response.status
    }
    const statuses: number[] = []
    for (let batch = 0; batch < 100; batch += 10) {
      statuses.push(...(await Promise.all(Array.from({ length: 10 }, (_, i) => send(batch + i)))))
    }
    expect(statuses).toEqual(Array(100).fill(200))

    await poll(
      async () => smtp.mails.length,
      (count) => count >= 100,
      90_000,
    )
    // Two more rounds of both workers: nothing is sent twice.
    await sleep(5000)
    expect(smtp.mails).toHaveLength(100)
    const leads = new Set(smtp.mails.map((mail) => mail.headers.get('x-lead-id')))
    expect(leads.size).toBe(100)
    const subjects = smtp.mails.map((mail) => mail.subject).sort()
    expect(new Set(subjects).size).toBe(100)

    // The 100 contact enquiries (the application above is a lead of its own channel).
    const sent = await fetch(
      `${a}/api/leads?limit=0&where[source][equals]=contact&where[delivery.status][equals]=sent`,
      { headers: auth() },
    )
    expect(((await sent.json()) as { totalDocs: number }).totalDocs).toBe(100)
  })

  it('mails each alert about each event of a call exactly once, subscribed on both instances and sent by both workers', async () => {
    smtp.mails.length = 0
    const addresses = Array.from({ length: 20 }, (_, n) => `obavijest.${n}@primjer-flota.hr`)
    const statuses = await Promise.all(
      addresses.map(async (email, n) => {
        const response = await fetch(`${n % 2 ? b : a}/api/alerts`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.201.${n}` },
          body: JSON.stringify({ email, code: '62.01' }),
        })
        return response.status
      }),
    )
    expect(statuses).toEqual(Array(20).fill(200))
    const mailsTo = () => addresses.map((email) => smtp.to(email))
    await poll(
      async () => mailsTo(),
      (mails) => mails.every((list) => list.length >= 1),
      60_000,
    )
    for (const [n, [mail]] of mailsTo().entries()) {
      const link = /https?:\/\/[^/\s]+(\/api\/alerts\/confirm\?token=\S+)/.exec(mail?.text ?? '')
      expect(link).not.toBeNull()
      const confirmed = await fetch(`${n % 2 ? a : b}${link![1]}`, { redirect: 'manual' })
      expect(confirmed.headers.get('location')).toBe('/forms/alerts?status=confirmed')
    }

    // A call published through one instance, its deadline moved through the other.
    const created = await fetch(`${a}/api/funding-calls`, {
      method: 'POST',
      headers: { ...auth(), 'Content-Type': 'application/json' },
      body: JSON.stringify({
        fundName: 'Flota: digitalizacija malih poduzeća',
        shortDescription: 'Natječaj za provjeru obavijesti u floti.',
        deadline: '2099-06-30T10:00:00.000Z',
        nkdCodes: [{ code: '62.01' }],
      }),
    })
    expect(created.status).toBe(201)
    const call = ((await created.json()) as { doc: { id: number } }).doc
    await poll(
      async () => mailsTo(),
      (mails) => mails.every((list) => list.length >= 2),
      60_000,
    )
    const moved = await fetch(`${b}/api/funding-calls/${call.id}`, {
      method: 'PATCH',
      headers: { ...auth(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ deadline: '2099-07-31T10:00:00.000Z' }),
    })
    expect(moved.status).toBe(200)
    await poll(
      async () => mailsTo(),
      (mails) => mails.every((list) => list.length >= 3),
      60_000,
    )
    // Two more rounds of both workers: nothing is sent twice.
    await sleep(11_000)
    for (const list of mailsTo()) {
      expect(list.map((mail) => mail.subject)).toEqual([
        'Fondium: potvrdite obavijest o natječajima',
        'Fondium: novosti za 1 natječaj koje pratite',
        'Fondium: novosti za 1 natječaj koje pratite',
      ])
      expect(list[1]?.text).toContain('• Novi natječaj')
      expect(list[2]?.text).toContain('• Natječaj je izmijenjen')
    }
    const sent = await fetch(`${a}/api/alert-deliveries?limit=0&where[status][equals]=sent`, {
      headers: auth(),
    })
    expect(((await sent.json()) as { totalDocs: number }).totalDocs).toBe(40)
  })
})
