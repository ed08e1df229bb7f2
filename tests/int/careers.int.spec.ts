import { existsSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { listOpenJobs } from '@/features/careers/jobs'
import { openJobsWhere } from '@/features/careers/collections/shared'
import { submitApplication } from '@/features/careers/service'
import { zagrebDayBounds } from '@/lib/zagreb'
import { maxCvBytes } from '@/forms/limits'
import { paragraphsToLexical } from '@/seed/lexical'
import { getEnv } from '@/server/env'

import { serveApi } from './endpointServer'
import { drainJobs, firmInbox, mailTestbed } from './mailSetup'
import { userData } from './payload'

let payload: Payload
let server: Awaited<ReturnType<typeof serveApi>>
let editorToken: string
let address = 0
const nextAddress = () => `203.0.113.${(address++ % 250) + 1}`

const testbed = mailTestbed(['leads', 'application-files', 'jobs', 'payload-jobs'])

const day = 24 * 60 * 60 * 1000
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nxref\n0 1\ntrailer << >>\nstartxref\n9\n%%EOF\n',
)
// The start of a Windows program ("MZ" and the DOS stub), renamed to .pdf by its sender.
const exe = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]), Buffer.alloc(2048)])

/** An opening closing `days` from now (negative: closed), on Zagreb's calendar. */
async function createJob(days: number, data: Record<string, unknown> = {}) {
  const closing = zagrebDayBounds(new Date(Date.now() + days * day)).start
  return payload.create({
    collection: 'jobs',
    locale: 'hr',
    data: {
      title: 'Savjetnik/savjetnica za EU projekte',
      location: 'Osijek',
      employmentType: 'full-time',
      description: paragraphsToLexical(['Pripremate projektne prijave.']),
      closingDate: new Date(closing.getTime() + 12 * 60 * 60 * 1000).toISOString(),
      ...data,
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

const fields = (jobId: number) => ({
  job: String(jobId),
  firstName: 'Petra',
  lastName: 'Babić',
  email: 'petra.babic@primjer.hr',
  message: 'Radim tri godine na pripremi projekata iz programa Konkurentnost i kohezija.',
})

function applicationForm(values: Record<string, string>, cv?: { bytes: Buffer; name: string }) {
  const form = new FormData()
  for (const [name, value] of Object.entries(values)) form.set(name, value)
  if (cv) form.set('cv', new Blob([new Uint8Array(cv.bytes)], { type: 'application/pdf' }), cv.name)
  return form
}

async function apply(form: FormData, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/api/careers/apply?locale=hr`, {
    method: 'POST',
    headers: { 'x-forwarded-for': nextAddress(), accept: 'application/json', ...headers },
    body: form,
    redirect: 'manual',
  })
  const text = await response.text()
  return { response, body: text ? (JSON.parse(text) as Record<string, unknown>) : null }
}

const allLeads = async () =>
  (await payload.find({ collection: 'leads', depth: 0, limit: 100, overrideAccess: true })).docs
const allFiles = async () =>
  (
    await payload.find({
      collection: 'application-files',
      depth: 0,
      limit: 100,
      overrideAccess: true,
    })
  ).docs

beforeAll(async () => {
  ;({ payload } = testbed)
  const email = `urednica.${Date.now()}@fondium.example`
  const password = 'Urednica-Lozinka-2026'
  await payload.create({
    collection: 'users',
    // CVs are personal data: an editor reads them only when allowed to see enquiries.
    data: userData({
      email,
      password,
      fullName: 'Urednica',
      role: 'editor',
      seesLeads: true,
      _verified: true,
    }),
    overrideAccess: true,
  })
  const login = await payload.login({ collection: 'users', data: { email, password } })
  editorToken = login.token!
  server = await serveApi(payload)
})
afterAll(() => server?.close())
beforeEach(() => {
  address += 1
})

describe('job openings', () => {
  it('shows an opening to visitors until the end of its closing day in Zagreb, then hides it', async () => {
    const today = await createJob(0, { title: 'Zatvara se danas' })
    const later = await createJob(20, { title: 'Zatvara se za 20 dana' })
    await createJob(-1, { title: 'Zatvoren jučer' })
    await createJob(10, { title: 'Skriven', shown: false })

    const open = await listOpenJobs(payload, 'hr')
    expect(open.map((job) => job.title)).toEqual(['Zatvara se danas', 'Zatvara se za 20 dana'])
    expect(open.map((job) => job.id)).toEqual([today.id, later.id])

    // Tomorrow in Zagreb, today's opening is gone by the same rule.
    const tomorrow = new Date(zagrebDayBounds().end.getTime() + 60_000)
    const { docs } = await payload.find({
      collection: 'jobs',
      where: openJobsWhere(tomorrow),
      overrideAccess: true,
    })
    expect(docs.map((job) => job.title)).toEqual(['Zatvara se za 20 dana'])

    // The REST API answers visitors by the same rule; editors see every opening.
    const anonymous = await fetch(`${server.url}/api/jobs?locale=hr&sort=closingDate`)
    const titles = ((await anonymous.json()) as { docs: { title: string }[] }).docs.map(
      (job) => job.title,
    )
    expect(titles).toEqual(['Zatvara se danas', 'Zatvara se za 20 dana'])
    const editor = await fetch(`${server.url}/api/jobs?locale=hr`, {
      headers: { authorization: `JWT ${editorToken}` },
    })
    expect(((await editor.json()) as { totalDocs: number }).totalDocs).toBe(4)
  })
})

describe('job applications', () => {
  it('stores the CV privately and the application as a lead, then mails it to the firm', async () => {
    const job = await createJob(30)
    const { response, body } = await apply(
      applicationForm(fields(job.id), { bytes: pdf, name: 'Petra Babić – životopis.pdf' }),
    )
    expect(response.status).toBe(200)
    expect(body).toEqual({ ok: true })

    const [lead] = await allLeads()
    expect(lead).toMatchObject({
      source: 'application',
      firstName: 'Petra',
      lastName: 'Babić',
      email: 'petra.babic@primjer.hr',
      job: job.id,
      locale: 'hr',
    })
    const [file] = await allFiles()
    expect(lead!.cv).toBe(file!.id)
    expect(file).toMatchObject({
      originalName: 'Petra Babić – životopis.pdf',
      mimeType: 'application/pdf',
      filesize: pdf.length,
      job: job.id,
    })
    // Under a random name, in the private folder, never in the public media folder.
    expect(file!.filename).toMatch(/^cv-[0-9a-f-]{36}\.pdf$/)
    const env = getEnv()
    expect(existsSync(path.resolve(env.FILES_DIR, 'applications', file!.filename!))).toBe(true)
    expect(existsSync(path.resolve(env.MEDIA_DIR, file!.filename!))).toBe(false)

    // Visitors cannot read it; an editor gets it as a named download.
    const fileUrl = `${server.url}/api/application-files/file/${file!.filename}`
    expect((await fetch(fileUrl)).status).toBe(403)
    expect((await fetch(`${server.url}/api/application-files`)).status).toBe(403)
    const asEditor = await fetch(fileUrl, { headers: { authorization: `JWT ${editorToken}` } })
    expect(asEditor.status).toBe(200)
    expect(asEditor.headers.get('content-type')).toBe('application/pdf')
    expect(asEditor.headers.get('content-disposition')).toBe(
      `attachment; filename="${file!.filename}"; filename*=UTF-8''${file!.filename}`,
    )
    expect(Buffer.from(await asEditor.arrayBuffer()).equals(pdf)).toBe(true)

    expect(await drainJobs(payload)).toBe(0)
    const mail = testbed.smtp.mails.at(-1)!
    expect(mail.to).toMatchObject({ value: [{ address: firmInbox }] })
    expect(mail.subject).toBe('Prijava za posao: Savjetnik/savjetnica za EU projekte (Petra Babić)')
    expect(mail.text).toContain('Oglas: Savjetnik/savjetnica za EU projekte')
    expect(mail.text).toContain(`/api/application-files/file/${file!.filename}`)
    expect(mail.text).toContain(fields(job.id).message)
    expect(mail.attachments ?? []).toHaveLength(0)
  })

  it('refuses a CV that is not a PDF, one over 5 MB and a missing one, with clear messages and nothing stored', async () => {
    const job = await createJob(30)
    const renamed = await apply(applicationForm(fields(job.id), { bytes: exe, name: 'cv.pdf' }))
    expect(renamed.response.status).toBe(400)
    expect(renamed.body).toEqual({
      error: 'Priložena datoteka nije ispravan PDF. Pošaljite životopis kao PDF datoteku.',
      errors: { cv: 'Priložena datoteka nije ispravan PDF. Pošaljite životopis kao PDF datoteku.' },
    })

    const huge = Buffer.concat([pdf, Buffer.alloc(20 * 1024 * 1024)])
    const tooLarge = await apply(applicationForm(fields(job.id), { bytes: huge, name: 'cv.pdf' }))
    expect(tooLarge.response.status).toBe(413)
    expect(tooLarge.body).toEqual({
      error: 'Životopis je prevelik: smije imati najviše 5 MB.',
      errors: { cv: 'Životopis je prevelik: smije imati najviše 5 MB.' },
    })

    // Just over 5 MB still fits the route's body allowance: the endpoint refuses it itself.
    const over = Buffer.concat([pdf, Buffer.alloc(maxCvBytes)])
    const justOver = await apply(applicationForm(fields(job.id), { bytes: over, name: 'cv.pdf' }))
    expect(justOver.response.status).toBe(400)
    expect(justOver.body?.errors).toEqual({
      cv: 'Životopis je prevelik: smije imati najviše 5 MB.',
    })

    const missing = await apply(applicationForm({ ...fields(job.id), email: 'petra@' }))
    expect(missing.response.status).toBe(400)
    expect(missing.body?.errors).toEqual({
      email: 'Unesite ispravnu e-mail adresu, npr. ime@tvrtka.hr.',
      cv: 'Priložite životopis u PDF formatu.',
    })

    expect(await allLeads()).toHaveLength(0)
    expect(await allFiles()).toHaveLength(0)
  })

  it('answers a browser without JavaScript with the result page, also for a file too large', async () => {
    const job = await createJob(30)
    const page = { accept: 'text/html,application/xhtml+xml', 'sec-fetch-mode': 'navigate' }
    const renamed = await apply(
      applicationForm(fields(job.id), { bytes: exe, name: 'cv.pdf' }),
      page,
    )
    expect(renamed.response.status).toBe(303)
    expect(renamed.response.headers.get('location')).toBe(
      `/forms/application?status=invalid&job=${job.id}&problems=cvNotPdf`,
    )
    const huge = Buffer.concat([pdf, Buffer.alloc(20 * 1024 * 1024)])
    const tooLarge = await apply(
      applicationForm(fields(job.id), { bytes: huge, name: 'cv.pdf' }),
      page,
    )
    expect(tooLarge.response.status).toBe(303)
    expect(tooLarge.response.headers.get('location')).toBe(
      '/forms/application?status=invalid&problems=cvTooLarge',
    )
    const stored = await apply(applicationForm(fields(job.id), { bytes: pdf, name: 'cv.pdf' }), {
      ...page,
      'x-forwarded-for': '192.0.2.77',
    })
    expect(stored.response.headers.get('location')).toBe(
      `/forms/application?status=stored&job=${job.id}`,
    )
    expect(await allLeads()).toHaveLength(1)
  })

  it('refuses an application to a closed or hidden opening, and drops a honeypot one', async () => {
    const closed = await createJob(-1)
    const hidden = await createJob(10, { shown: false })
    for (const job of [closed, hidden]) {
      const { response, body } = await apply(
        applicationForm(fields(job.id), { bytes: pdf, name: 'cv.pdf' }),
      )
      expect(response.status).toBe(409)
      expect(body).toEqual({ error: 'Ovaj oglas je zatvoren i više ne prima prijave.' })
    }
    const open = await createJob(5)
    const bot = await apply(
      applicationForm(
        { ...fields(open.id), website: 'https://spam.example' },
        {
          bytes: pdf,
          name: 'cv.pdf',
        },
      ),
    )
    expect(bot.body).toEqual({ ok: true })
    expect(await allLeads()).toHaveLength(0)
    expect(await allFiles()).toHaveLength(0)
  })

  it('limits one address to 10 applications an hour, refused ones included', async () => {
    const job = await createJob(30)
    const key = `careers-limit-${Date.now()}`
    for (let n = 0; n < 10; n += 1) {
      const result = await submitApplication(
        payload,
        'hr',
        { fields: fields(job.id), jobId: job.id, cv: null },
        key,
      )
      expect(result.status).toBe('invalid')
    }
    const eleventh = await submitApplication(
      payload,
      'hr',
      { fields: fields(job.id), jobId: job.id, cv: { name: 'cv.pdf', bytes: pdf } },
      key,
    )
    expect(eleventh).toMatchObject({ status: 'limited' })
    expect(eleventh.status === 'limited' && eleventh.retryAfterSeconds).toBeGreaterThan(3000)
    expect(await allLeads()).toHaveLength(0)
  })

  it('loses none of 20 applications sent at the same time', async () => {
    const job = await createJob(30)
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        apply(
          applicationForm(
            { ...fields(job.id), email: `kandidat.${n}@primjer.hr` },
            { bytes: pdf, name: `cv-${n}.pdf` },
          ),
          { 'x-forwarded-for': `198.18.0.${n + 1}` },
        ),
      ),
    )
    expect(answers.map((answer) => answer.response.status)).toEqual(Array(20).fill(200))
    const leads = await allLeads()
    expect(new Set(leads.map((lead) => lead.email)).size).toBe(20)
    expect(new Set(leads.map((lead) => lead.cv)).size).toBe(20)
    expect(await allFiles()).toHaveLength(20)
  })
})
