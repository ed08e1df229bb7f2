import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listDownloads } from '@/features/resources/downloads'
import { grantFor } from '@/features/resources/rules'
import { financialModelXlsx } from '@/features/resources/demo/files/financialModel'

import { serveApi } from './endpointServer'
import { drainJobs, mailTestbed } from './mailSetup'
import { deleteAll, forbidden } from './payload'

let payload: Payload
let server: Awaited<ReturnType<typeof serveApi>>
let address = 0
const nextAddress = () => `198.51.100.${(address++ % 250) + 1}`

const testbed = mailTestbed(['leads', 'newsletter-subscribers', 'payload-jobs'])

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nxref\n0 1\ntrailer << >>\nstartxref\n9\n%%EOF\n',
)
const ids = {} as { open: number; gated: number; hidden: number }
const files = {} as { open: string; gated: string; hidden: string }

async function createDownload(
  name: string,
  data: Buffer,
  mimetype: string,
  fields: { title: string; gated: boolean; shown?: boolean; order: number },
) {
  const doc = await payload.create({
    collection: 'downloads',
    locale: 'hr',
    data: { description: `Opis: ${fields.title}`, language: 'hr', ...fields },
    file: { data, mimetype, name, size: data.length },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  return { id: doc.id, filename: doc.filename! }
}

async function request(body: unknown, type = 'application/json') {
  return fetch(`${server.url}/api/resources/request?locale=hr`, {
    method: 'POST',
    headers: { 'content-type': type, 'x-forwarded-for': nextAddress() },
    body: type === 'application/json' ? JSON.stringify(body) : String(body),
    redirect: 'manual',
  })
}

const fileUrl = (name: string, grant?: string) =>
  `${server.url}/api/downloads/file/${encodeURIComponent(name)}${grant ? `?grant=${grant}` : ''}`

const allLeads = async () =>
  (await payload.find({ collection: 'leads', depth: 0, limit: 100, overrideAccess: true })).docs

beforeAll(async () => {
  ;({ payload } = testbed)
  await deleteAll(payload, 'downloads')
  const open = await createDownload('vodič-eu-fondovi.pdf', pdf, 'application/pdf', {
    title: 'Vodič kroz EU fondove',
    gated: false,
    order: 10,
  })
  const gated = await createDownload(
    'financijski-model.xlsx',
    await financialModelXlsx('hr'),
    xlsxType,
    { title: 'Financijski model', gated: true, order: 20 },
  )
  const hidden = await createDownload('skriveno.pdf', pdf, 'application/pdf', {
    title: 'Skriveni materijal',
    gated: false,
    shown: false,
    order: 30,
  })
  Object.assign(ids, { open: open.id, gated: gated.id, hidden: hidden.id })
  Object.assign(files, { open: open.filename, gated: gated.filename, hidden: hidden.filename })
  server = await serveApi(payload)
})
afterAll(async () => {
  await server?.close()
  await deleteAll(payload, 'downloads')
})

describe('downloads', () => {
  it('lists the shown downloads with their format, size and language, in order', async () => {
    const list = await listDownloads(payload, 'hr')
    expect(
      list.map(({ title, format, gated, language }) => ({ title, format, gated, language })),
    ).toEqual([
      { title: 'Vodič kroz EU fondove', format: 'pdf', gated: false, language: 'hr' },
      { title: 'Financijski model', format: 'excel', gated: true, language: 'hr' },
    ])
    expect(list[0]!.bytes).toBe(pdf.length)
    expect(list[0]!.url).toBe(`/api/downloads/file/${encodeURIComponent(files.open)}`)
  })

  it('serves an open file to anyone, with its type and its name', async () => {
    const response = await fetch(fileUrl(files.open))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="vodic-eu-fondovi.pdf"; filename*=UTF-8''vodi%C4%8D-eu-fondovi.pdf`,
    )
    expect(files.open).toBe('vodič-eu-fondovi.pdf')
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true)
  })

  it('keeps a gated or hidden file closed without a valid grant', async () => {
    expect((await fetch(fileUrl(files.gated))).status).toBe(403)
    expect((await fetch(fileUrl(files.gated, 'x'))).status).toBe(403)
    // A grant for another download, or signed with another secret, opens nothing.
    expect((await fetch(fileUrl(files.gated, grantFor(payload.secret, ids.open)))).status).toBe(403)
    expect((await fetch(fileUrl(files.gated, grantFor('b'.repeat(64), ids.gated)))).status).toBe(
      403,
    )
    expect((await fetch(fileUrl(files.hidden))).status).toBe(403)
    expect((await fetch(fileUrl(files.hidden, grantFor(payload.secret, ids.hidden)))).status).toBe(
      403,
    )
  })

  it('turns an e-mail into a lead, then gives the gated file and queues the newsletter confirmation', async () => {
    const response = await request({
      download: ids.gated,
      firstName: 'Ivana',
      email: 'ivana@pekara-primjer.hr',
      newsletter: true,
    })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { ok: boolean; url: string; newsletter: boolean }
    expect(body).toMatchObject({ ok: true, newsletter: true })
    expect(body.url).toMatch(
      new RegExp(`^/api/downloads/file/${files.gated}\\?grant=${ids.gated}\\.\\d+\\.[\\w-]{43}$`),
    )

    const [lead] = await allLeads()
    expect(lead).toMatchObject({
      source: 'download',
      firstName: 'Ivana',
      email: 'ivana@pekara-primjer.hr',
      download: ids.gated,
      locale: 'hr',
    })
    const subscribers = await payload.find({
      collection: 'newsletter-subscribers',
      overrideAccess: true,
    })
    expect(subscribers.docs.map((doc) => [doc.email, doc.status])).toEqual([
      ['ivana@pekara-primjer.hr', 'pending'],
    ])

    const file = await fetch(new URL(body.url, server.url))
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe(xlsxType)
    // Named as stored (another run's file of the same name makes it "financijski-model-1.xlsx").
    expect(files.gated).toMatch(/^financijski-model(-\d+)?\.xlsx$/)
    expect(file.headers.get('content-disposition')).toContain(`filename="${files.gated}"`)
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK')

    expect(await drainJobs(payload)).toBe(0)
    const subjects = testbed.smtp.mails.map((mail) => mail.subject)
    expect(subjects).toContain('Preuzimanje materijala: Financijski model (Ivana)')
    expect(subjects.filter((subject) => subject !== subjects[0])).toHaveLength(1)
  })

  it('answers a filled honeypot like a success, with a link that opens nothing (finding 13)', async () => {
    const before = (await allLeads()).length
    const response = await request({
      download: ids.gated,
      firstName: 'Robot',
      email: 'robot@spam.example',
      website: 'https://spam.example',
    })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { ok: boolean; url: string }
    expect(body.ok).toBe(true)
    // The same shape as a real grant, so a bot cannot tell it was caught.
    expect(body.url).toMatch(
      new RegExp(`^/api/downloads/file/${files.gated}\\?grant=${ids.gated}\\.\\d+\\.[\\w-]{43}$`),
    )
    expect((await fetch(new URL(body.url, server.url))).status).toBe(403)
    expect(await allLeads()).toHaveLength(before)
  })

  it('answers a browser without JavaScript with the result page that holds the link', async () => {
    const form = new URLSearchParams({
      download: String(ids.gated),
      firstName: 'Marko',
      email: 'marko@primjer.hr',
    })
    const response = await request(form, 'application/x-www-form-urlencoded')
    expect(response.status).toBe(303)
    const location = new URL(response.headers.get('location')!, server.url)
    expect(location.pathname).toBe('/forms/download')
    expect(location.searchParams.get('status')).toBe('granted')
    expect(location.searchParams.get('download')).toBe(String(ids.gated))
    expect(location.searchParams.has('newsletter')).toBe(false)
    const grant = location.searchParams.get('grant')!
    expect((await fetch(fileUrl(files.gated, grant))).status).toBe(200)
    expect(await allLeads()).toHaveLength(1)
  })

  it('lets only editors upload, change or delete a download', async () => {
    const file = { data: pdf, mimetype: 'application/pdf', name: 'tajno.pdf', size: pdf.length }
    await expect(
      payload.create({
        collection: 'downloads',
        data: { title: 'X', description: 'X', language: 'hr', gated: false, order: 1 },
        file,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject(forbidden)
    await expect(
      payload.update({
        collection: 'downloads',
        id: ids.open,
        data: { gated: true },
        overrideAccess: false,
      }),
    ).rejects.toMatchObject(forbidden)
    await expect(
      payload.delete({ collection: 'downloads', id: ids.open, overrideAccess: false }),
    ).rejects.toMatchObject(forbidden)
    const upload = await fetch(`${server.url}/api/downloads`, {
      method: 'POST',
      headers: { 'x-forwarded-for': nextAddress() },
      body: (() => {
        const form = new FormData()
        form.set('file', new Blob([pdf], { type: 'application/pdf' }), 'tajno.pdf')
        form.set('_payload', JSON.stringify({ title: 'X', description: 'X', language: 'hr' }))
        return form
      })(),
    })
    expect(upload.status).toBe(403)
  })

  it('refuses bad input, an open or hidden download, and gives nothing without a lead', async () => {
    const invalid = await request({ download: ids.gated, firstName: '', email: 'ivana@' })
    expect(invalid.status).toBe(400)
    expect(await invalid.json()).toEqual({
      error: 'Molimo ispunite sva obavezna polja.',
      errors: {
        firstName: 'Molimo ispunite sva obavezna polja.',
        email: 'Unesite ispravnu e-mail adresu, npr. ime@tvrtka.hr.',
      },
    })
    for (const download of [ids.open, ids.hidden, 999_999, 'abc']) {
      const response = await request({ download, firstName: 'Ana', email: 'ana@primjer.hr' })
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ error: 'Ovaj materijal više nije dostupan.' })
    }
    expect(await allLeads()).toHaveLength(0)
  })
})
