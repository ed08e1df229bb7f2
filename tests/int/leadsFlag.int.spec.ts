import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { serveApi } from './endpointServer'
import { getTestPayload, userData } from './payload'

/**
 * Issue 48, finding 14: personal data beyond the enquiries (CVs, newsletter subscribers, alerts
 * and their deliveries) follows the same flag as the enquiries; the outbox is for admins only.
 */

let payload: Payload
let server: Awaited<ReturnType<typeof serveApi>>
let cv: { id: number; filename: string }
const password = 'Ribnjak-Drava-7'
const tokens = {} as Record<'admin' | 'adviser' | 'editor' | 'leadsEditor' | 'member', string>
let address = 0

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nxref\n0 1\ntrailer << >>\nstartxref\n9\n%%EOF\n',
)

async function signedIn(email: string, role: User['role'], seesLeads = false) {
  await payload.create({
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
  return (await payload.login({ collection: 'users', data: { email, password } })).token!
}

const get = (path: string, token?: string) =>
  fetch(`${server.url}${path}`, {
    headers: {
      'x-forwarded-for': `198.51.100.${(address += 1) % 250}`,
      ...(token ? { authorization: `JWT ${token}` } : {}),
    },
  })

beforeAll(async () => {
  payload = await getTestPayload()
  tokens.admin = await signedIn('admin-flag@fondium.example', 'admin')
  tokens.adviser = await signedIn('savjetnica-flag@fondium.example', 'adviser')
  tokens.editor = await signedIn('urednik-flag@fondium.example', 'editor')
  tokens.leadsEditor = await signedIn('urednica-upiti-flag@fondium.example', 'editor', true)
  tokens.member = await signedIn('clan-flag@primjer.hr', 'member')
  const file = await payload.create({
    collection: 'application-files',
    data: { originalName: 'zivotopis-ana.pdf' },
    file: { data: pdf, mimetype: 'application/pdf', name: 'zivotopis-ana.pdf', size: pdf.length },
    overrideAccess: true,
  })
  cv = { id: file.id, filename: file.filename! }
  await payload.create({
    collection: 'newsletter-subscribers',
    data: {
      email: 'ana.flag@primjer.hr',
      name: 'Ana',
      locale: 'hr',
      status: 'confirmed',
      consentAt: new Date().toISOString(),
      token: 'flag-test-token-0123456789abcdef',
    },
    overrideAccess: true,
  } as never)
  server = await serveApi(payload)
})
afterAll(() => server?.close())

const personal = [
  '/api/application-files',
  '/api/newsletter-subscribers',
  '/api/alerts',
  '/api/alert-deliveries',
]

describe('14. personal data follows the leads flag', () => {
  it('refuses an editor without the flag every list of people and every CV file', async () => {
    for (const path of personal) {
      expect([path, (await get(path, tokens.editor)).status]).toEqual([path, 403])
    }
    const file = await get(`/api/application-files/file/${cv.filename}`, tokens.editor)
    expect(file.status).toBe(403)
    expect(Buffer.from(await file.arrayBuffer()).includes(pdf)).toBe(false)
    expect((await get(`/api/application-files/${cv.id}`, tokens.editor)).status).toBe(403)
  })

  it('gives them to admins, advisers and editors allowed to see enquiries', async () => {
    for (const role of ['admin', 'adviser', 'leadsEditor'] as const) {
      for (const path of personal) {
        expect([role, path, (await get(path, tokens[role])).status]).toEqual([role, path, 200])
      }
      const file = await get(`/api/application-files/file/${cv.filename}`, tokens[role])
      expect([role, file.status]).toEqual([role, 200])
      expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true)
    }
    const subscribers = (await (
      await get('/api/newsletter-subscribers', tokens.leadsEditor)
    ).json()) as {
      docs: { email: string }[]
    }
    expect(subscribers.docs.map((doc) => doc.email)).toContain('ana.flag@primjer.hr')
  })

  it('keeps members and visitors out as before', async () => {
    for (const token of [tokens.member, undefined]) {
      for (const path of personal) expect((await get(path, token)).status).toBe(403)
      expect((await get(`/api/application-files/file/${cv.filename}`, token)).status).toBe(403)
    }
  })
})

describe('1. the outbox is for admins only', () => {
  it('answers 403 to every other role, editors allowed to see enquiries included', async () => {
    for (const role of ['adviser', 'editor', 'leadsEditor', 'member'] as const) {
      expect([role, (await get('/api/mail-outbox', tokens[role])).status]).toEqual([role, 403])
    }
    expect((await get('/api/mail-outbox')).status).toBe(403)
    expect((await get('/api/mail-outbox', tokens.admin)).status).toBe(200)
  })
})
