import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import type { SmtpPeer } from '../support/smtpPeer.mjs'
import { serveApi } from './endpointServer'
import { drainJobs, mailTestbed } from './mailSetup'
import { userData } from './payload'
import { sessionToken } from './sessionToken'

/**
 * The hardening of the whole API (src/server/http/guardApi.ts and the account hooks), one
 * describe per finding of the attacker's probe, over real HTTP on SQLite or PostgreSQL.
 */

let payload: Payload
let smtp: SmtpPeer
let server: Awaited<ReturnType<typeof serveApi>>
let admin: User
let member: User
let address = 0

const adminPassword = 'Admin-Lozinka-2026'
const password = 'Ribnjak-Drava-7'

const testbed = mailTestbed(['users', 'payload-jobs', 'leads', 'payload-locked-documents'])
beforeAll(async () => {
  ;({ payload, smtp } = testbed)
  server = await serveApi(payload)
})
afterAll(() => server.close())

const account = (email: string, role: User['role'], secret = password) =>
  payload.create({
    collection: 'users',
    data: userData({
      email,
      password: secret,
      fullName: email.split('@')[0]!,
      role,
      _verified: true,
    }),
    overrideAccess: true,
  })

beforeEach(async () => {
  admin = await account('admin@fondium.example', 'admin', adminPassword)
  member = await account('clan@primjer.hr', 'member')
})

type Answer = {
  status: number
  body: Record<string, unknown>
  text: string
  ms: number
  headers: Headers
}

/** A request from its own address (so limits meet only where a test wants them to). */
async function call(
  method: string,
  path: string,
  {
    body,
    headers = {},
    from,
  }: { body?: unknown; headers?: Record<string, string>; from?: string } = {},
): Promise<Answer> {
  address += 1
  const started = Date.now()
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      'x-forwarded-for':
        from ?? `203.0.113.${address % 250}, 10.1.${address >> 8}.${address & 255}`,
      ...(body !== undefined && typeof body !== 'string'
        ? { 'content-type': 'application/json' }
        : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    redirect: 'manual',
  })
  const text = await response.text()
  let parsed: Record<string, unknown> = {}
  try {
    parsed = JSON.parse(text) as Record<string, unknown>
  } catch {
    // Not JSON: `text` holds it.
  }
  return {
    status: response.status,
    body: parsed,
    text,
    ms: Date.now() - started,
    headers: response.headers,
  }
}

async function tokenOf(email: string, secret = password) {
  const login = await call('POST', '/api/users/login', { body: { email, password: secret } })
  expect(login.status).toBe(200)
  return sessionToken(login.headers)
}

const as = (token: string) => ({ authorization: `JWT ${token}` })
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function stored(id: number) {
  return payload.findByID({ collection: 'users', id, overrideAccess: true, showHiddenFields: true })
}

/** A lock Payload set before its own lockout was turned off: it holds until `lockUntil`. */
async function lockedBefore(email: string) {
  await payload.db.updateOne({
    collection: 'users',
    where: { email: { equals: email } },
    data: { loginAttempts: 5, lockUntil: new Date(Date.now() + 10 * 60_000).toISOString() },
    returning: false,
  })
}

/** Five wrong passwords for `email` through Payload's sign-in, each from an address of its own. */
async function failFiveTimes(email: string) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const body = { email, password: `Krivo-${attempt}-lozinka` }
    expect((await call('POST', '/api/users/login', { body })).status).toBe(401)
  }
}

describe('1. guessing passwords through Payload’s routes, and lifting the wait', () => {
  it('never locks the admin out: failures only make the next attempt wait, and only an admin may lift the wait', async () => {
    await failFiveTimes('admin@fondium.example')
    // The right password waits too, from any address: the same wait an unknown account gets.
    const waiting = await call('POST', '/api/users/login', {
      body: { email: 'admin@fondium.example', password: adminPassword },
    })
    expect(waiting.status).toBe(429)
    expect(waiting.headers.get('retry-after')).toBe('1')
    // Payload's own lockout is off: nothing on the account outlasts the wait.
    expect((await stored(admin.id)).lockUntil ?? null).toBeNull()

    const token = await tokenOf('clan@primjer.hr')
    const known = await call('POST', '/api/users/unlock', {
      body: { email: 'admin@fondium.example' },
      headers: as(token),
    })
    const unknown = await call('POST', '/api/users/unlock', {
      body: { email: 'nitko@primjer.hr' },
      headers: as(token),
    })
    expect(known.status).toBe(403)
    expect(unknown.status).toBe(403)
    expect(unknown.body).toEqual(known.body)

    const otherAdmin = await account('drugi-admin@fondium.example', 'admin', adminPassword)
    const adminToken = await tokenOf(otherAdmin.email, adminPassword)
    const unlocked = await call('POST', '/api/users/unlock', {
      body: { email: 'admin@fondium.example' },
      headers: as(adminToken),
    })
    expect(unlocked.status).toBe(200)
    // The failures are forgotten: a sixth one would have made the next attempt wait 2 s.
    const body = { email: 'admin@fondium.example', password: 'Krivo-6-lozinka' }
    expect((await call('POST', '/api/users/login', { body })).status).toBe(401)
    const signedIn = await call('POST', '/api/users/login', {
      body: { email: 'admin@fondium.example', password: adminPassword },
    })
    expect(signedIn.status).toBe(200)
  })

  it('allows one address 10 sign-ins a minute on Payload’s route, shared with the site’s own', async () => {
    // Right passwords, so that only this allowance counts (five failures from one address would
    // make its next attempt wait: tests/int/signIn.int.spec.ts).
    const from = '198.18.0.7'
    const statuses: number[] = []
    for (let n = 0; n < 6; n += 1) {
      const body = { email: 'admin@fondium.example', password: adminPassword }
      statuses.push((await call('POST', '/api/users/login', { body, from })).status)
      statuses.push(
        (
          await call('POST', '/api/account/login', {
            body: { email: 'clan@primjer.hr', password },
            from,
          })
        ).status,
      )
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])
    const limited = await call('POST', '/api/users/login', {
      body: { email: 'admin@fondium.example', password: adminPassword },
      from,
    })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('2. no account enumeration through Payload’s sign-in', () => {
  it('answers a wrong password, an unknown address and a locked account alike, in the same time', async () => {
    await account('zakljucan@primjer.hr', 'member')
    await lockedBefore('zakljucan@primjer.hr')
    const times: Record<'wrong' | 'unknown' | 'locked', number[]> = {
      wrong: [],
      unknown: [],
      locked: [],
    }
    const bodies: unknown[] = []
    for (let n = 0; n < 3; n += 1) {
      for (const [kind, email] of [
        ['unknown', `nitko${n}@primjer.hr`],
        ['locked', 'zakljucan@primjer.hr'],
        ['wrong', 'clan@primjer.hr'],
      ] as const) {
        // The right password of the locked account: it must still say nothing more.
        const secret = kind === 'locked' ? password : `Krivo-${n}-lozinka`
        const answer = await call('POST', '/api/users/login?locale=en', {
          body: { email, password: secret },
          headers: { 'accept-language': 'en' },
        })
        expect(answer.status).toBe(401)
        expect(answer.headers.getSetCookie()).toEqual([])
        bodies.push(answer.body)
        times[kind].push(answer.ms)
      }
    }
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1)
    expect(bodies[0]).toEqual({ errors: [{ message: 'Invalid email or password' }] })
    const medians = Object.values(times).map(median)
    expect(Math.min(...medians)).toBeGreaterThanOrEqual(400)
    expect(Math.max(...medians) - Math.min(...medians)).toBeLessThan(150)
  })
})

describe('3. no mail flooding through Payload’s forgot-password route', () => {
  it('mails at most 3 links a day to one account, each an absolute link to the site’s reset page', async () => {
    for (let n = 0; n < 5; n += 1) {
      const answer = await call('POST', '/api/users/forgot-password', {
        body: { email: 'clan@primjer.hr' },
      })
      expect(answer.status).toBe(200)
    }
    await drainJobs(payload)
    const mails = smtp.to('clan@primjer.hr')
    expect(mails).toHaveLength(3)
    expect(mails[0]?.text).toMatch(/https?:\/\/[^/\s]+\/auth\/reset\?token=[a-f0-9]+/)
    expect(mails[0]?.text).not.toMatch(/\/admin\/reset/)
  })

  it('limits one address to 5 requests in 10 minutes, and accepts /admin’s multipart form', async () => {
    const from = '198.18.0.9'
    const statuses: number[] = []
    for (let n = 0; n < 6; n += 1) {
      const form = new FormData()
      form.set('_payload', JSON.stringify({ email: `netko${n}@primjer.hr` }))
      const response = await fetch(`${server.url}/api/users/forgot-password`, {
        method: 'POST',
        headers: { 'x-forwarded-for': from },
        body: form,
      })
      statuses.push(response.status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })
})

describe('4. one password policy, and the current password to change it', () => {
  it('refuses a member’s new password without the current one, with a wrong one, or a weak one', async () => {
    const token = await tokenOf('clan@primjer.hr')
    const change = (data: Record<string, unknown>) =>
      call('PATCH', `/api/users/${member.id}`, {
        body: data,
        headers: { ...as(token), 'accept-language': 'en' },
      })

    const without = await change({ password: 'Nova-Lozinka-2026' })
    expect(without.status).toBe(400)
    expect(JSON.stringify(without.body)).toContain(
      'To change the password, enter your current password too.',
    )
    const wrong = await change({ password: 'Nova-Lozinka-2026', currentPassword: 'Krivo-1' })
    expect(wrong.status).toBe(400)
    const weak = await change({ password: 'abc', currentPassword: password })
    expect(weak.status).toBe(400)
    expect(JSON.stringify(weak.body)).toContain('The password must have at least 6 characters.')
    for (const secret of ['123456', 'lozinka123', 'aaaaaaaa']) {
      expect((await change({ password: secret, currentPassword: password })).status).toBe(400)
    }
    expect(
      (await call('POST', '/api/users/login', { body: { email: 'clan@primjer.hr', password } }))
        .status,
    ).toBe(200)

    const done = await change({ password: 'Nova-Lozinka-2026', currentPassword: password })
    expect(done.status).toBe(200)
    expect(JSON.stringify(done.body)).not.toContain('Nova-Lozinka-2026')
    const login = await call('POST', '/api/users/login', {
      body: { email: 'clan@primjer.hr', password: 'Nova-Lozinka-2026' },
    })
    expect(login.status).toBe(200)
  })

  it('counts a wrong current password as a failed sign-in of the account', async () => {
    const owner = await account('mijenja@primjer.hr', 'member')
    const token = await tokenOf(owner.email)
    const change = (currentPassword: string) =>
      call('PATCH', `/api/users/${owner.id}`, {
        body: { password: 'Nova-Lozinka-2026', currentPassword },
        headers: { ...as(token), 'accept-language': 'en' },
      })
    for (let n = 0; n < 5; n += 1) expect((await change(`Krivo-${n}`)).status).toBe(400)
    // The fifth failure starts the account's wait, whichever route guesses next.
    const held = await change('Krivo-5')
    expect(held.status).toBe(429)
    expect(JSON.stringify(held.body)).toContain('Too many attempts in a short time.')
    const signIn = await call('POST', '/api/users/login', {
      body: { email: owner.email, password },
    })
    expect(signIn.status).toBe(429)
  })

  it('holds the reset route and an admin’s new accounts to the same policy', async () => {
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: 'clan@primjer.hr' },
      disableEmail: true,
    })
    const weak = await call('POST', '/api/users/reset-password', {
      body: { token, password: 'abc' },
    })
    expect(weak.status).toBe(400)
    const strong = await call('POST', '/api/users/reset-password', {
      body: { token, password: 'Nova-Lozinka-2026' },
    })
    expect(strong.status).toBe(200)

    const adminToken = await tokenOf('admin@fondium.example', adminPassword)
    const created = await call('POST', '/api/users', {
      body: { email: 'novi@primjer.hr', password: '123456', fullName: 'Novi', role: 'editor' },
      headers: as(adminToken),
    })
    expect(created.status).toBe(400)
  })
})

describe('5. a new e-mail address takes effect only once confirmed', () => {
  it('keeps the old address until the link mailed to the new one is opened', async () => {
    const token = await tokenOf('clan@primjer.hr')
    const patched = await call('PATCH', `/api/users/${member.id}?locale=de`, {
      body: { email: 'drugi@primjer.hr' },
      headers: { ...as(token), 'accept-language': 'de' },
    })
    expect(patched.status).toBe(200)
    let current = await stored(member.id)
    expect(current.email).toBe('clan@primjer.hr')
    expect(current.pendingEmail).toBe('drugi@primjer.hr')
    // The real owner of the address can still sign up with it meanwhile.
    expect(
      (
        await payload.count({
          collection: 'users',
          where: { email: { equals: 'drugi@primjer.hr' } },
        })
      ).totalDocs,
    ).toBe(0)

    await drainJobs(payload)
    const mail = smtp.to('drugi@primjer.hr').at(-1)
    expect(mail?.subject).toBe('Bestätigen Sie die neue E-Mail-Adresse Ihres Fondium-Kontos')
    const link = /https?:\/\/\S+\/api\/account\/confirm-email\?token=[a-f0-9]{64}&locale=de/.exec(
      mail?.text ?? '',
    )
    expect(link).not.toBeNull()
    const url = new URL(link![0])
    const opened = await call('GET', `${url.pathname}${url.search}`)
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toBe('/de/forms/account?status=email-changed')
    current = await stored(member.id)
    expect(current.email).toBe('drugi@primjer.hr')
    expect(current.pendingEmail).toBeFalsy()
    expect((await call('GET', `${url.pathname}${url.search}`)).headers.get('location')).toBe(
      '/de/forms/account?status=link-invalid',
    )
  })

  it('lets nobody set the waiting address or its token directly', async () => {
    const token = await tokenOf('clan@primjer.hr')
    const forged = 'f'.repeat(64)
    await call('PATCH', `/api/users/${member.id}`, {
      body: { pendingEmail: 'tudi@primjer.hr', emailChangeToken: forged },
      headers: as(token),
    })
    const current = await stored(member.id)
    expect(current.pendingEmail).toBeFalsy()
    expect(current.emailChangeToken).toBeFalsy()
    const opened = await call('GET', `/api/account/confirm-email?token=${forged}`)
    expect(opened.headers.get('location')).toBe('/forms/account?status=link-invalid')
    expect((await stored(member.id)).email).toBe('clan@primjer.hr')
  })

  it('drops the change when someone else has taken the address meanwhile', async () => {
    const token = await tokenOf('clan@primjer.hr')
    await call('PATCH', `/api/users/${member.id}`, {
      body: { email: 'zauzeto@primjer.hr' },
      headers: as(token),
    })
    await drainJobs(payload)
    const link = /\/api\/account\/confirm-email\?token=[a-f0-9]{64}&locale=\w+/.exec(
      smtp.to('zauzeto@primjer.hr').at(-1)?.text ?? '',
    )
    await account('zauzeto@primjer.hr', 'member')
    const opened = await call('GET', link![0])
    expect(opened.headers.get('location')).toMatch(/status=link-invalid$/)
    expect((await stored(member.id)).email).toBe('clan@primjer.hr')
  })
})

describe('6. document locks belong to editors and admins', () => {
  it('refuses members and visitors every lock operation', async () => {
    const call1 = await payload.find({ collection: 'users', limit: 1, overrideAccess: true })
    const lock = await payload.create({
      collection: 'payload-locked-documents',
      data: {
        document: { relationTo: 'users', value: call1.docs[0]!.id },
        user: { relationTo: 'users', value: admin.id },
      },
      overrideAccess: true,
    })
    const token = await tokenOf('clan@primjer.hr')
    for (const headers of [as(token), {}]) {
      const created = await call('POST', '/api/payload-locked-documents', {
        body: {
          document: { relationTo: 'users', value: admin.id },
          user: { relationTo: 'users', value: admin.id },
        },
        headers,
      })
      expect(created.status).toBe(403)
      expect((await call('GET', '/api/payload-locked-documents', { headers })).status).toBe(403)
      expect(
        (await call('DELETE', `/api/payload-locked-documents/${lock.id}`, { headers })).status,
      ).toBe(403)
    }
    const left = await payload.find({
      collection: 'payload-locked-documents',
      overrideAccess: true,
    })
    expect(left.docs.map((doc) => doc.id)).toEqual([lock.id])
  })

  it('answers an editor’s lock on a document that does not exist with 400, and writes nothing', async () => {
    await account('urednik@fondium.example', 'editor')
    const token = await tokenOf('urednik@fondium.example')
    for (const value of [99_999_999, 'abc']) {
      const answer = await call('POST', '/api/payload-locked-documents', {
        body: {
          document: { relationTo: 'leads', value },
          user: { relationTo: 'users', value: admin.id },
        },
        headers: as(token),
      })
      expect(answer.status).toBe(400)
    }
    const rows = await payload.count({
      collection: 'payload-locked-documents',
      overrideAccess: true,
    })
    expect(rows.totalDocs).toBe(0)
  })
})

describe('7. requests from other sites (CSRF)', () => {
  const lead = { firstName: 'Ana', lastName: 'Horvat', email: 'ana@primjer.hr', message: 'Upit.' }

  it('refuses a cross-site post to contact, sign-up and sign-in, and stores nothing', async () => {
    const evil = { origin: 'https://napadac.example' }
    const form = 'firstName=Ana&lastName=Horvat&email=ana%40primjer.hr&message=Upit'
    const contact = await call('POST', '/api/contact', {
      body: form,
      headers: { ...evil, 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(contact.status).toBe(403)
    const signup = await call('POST', '/api/account/signup', {
      body: 'fullName=Ana&email=ana%40primjer.hr&password=Ribnjak-Drava-7',
      headers: {
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
    })
    expect(signup.status).toBe(403)
    for (const path of ['/api/account/login', '/api/users/login']) {
      const login = await call('POST', path, {
        body: { email: 'clan@primjer.hr', password },
        headers: evil,
      })
      expect(login.status).toBe(403)
      expect(login.headers.getSetCookie()).toEqual([])
    }
    expect((await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs).toBe(0)
    expect(
      (await payload.count({ collection: 'users', where: { email: { equals: 'ana@primjer.hr' } } }))
        .totalDocs,
    ).toBe(0)
  })

  it('accepts the same post from the site itself, and from clients that are not browsers', async () => {
    const own = await call('POST', '/api/contact', {
      body: lead,
      headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
    })
    expect(own.status).toBe(200)
    expect((await call('POST', '/api/contact', { body: lead })).status).toBe(200)
  })

  it('refuses JSON sent as text/plain, the type a cross-site form may use', async () => {
    const answer = await call('POST', '/api/contact?locale=en', {
      body: JSON.stringify(lead),
      headers: { 'content-type': 'text/plain' },
    })
    expect(answer.status).toBe(415)
    expect(answer.body).toEqual({ error: 'Unsupported content type: send JSON or a form.' })
  })

  it('does not count the session cookie on a request from another origin', async () => {
    const login = await call('POST', '/api/users/login', {
      body: { email: 'clan@primjer.hr', password },
    })
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!
    const own = await call('GET', '/api/users/me', {
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    })
    expect((own.body.user as { email?: string } | null)?.email).toBe('clan@primjer.hr')
    const foreign = await call('GET', '/api/users/me', {
      headers: { cookie, origin: 'https://napadac.example' },
    })
    expect(foreign.body.user).toBeNull()
  })
})

describe('8. malformed ids and query values answer 400 or 404, never 500', () => {
  it('answers each of the probe’s requests with 400 or 404', async () => {
    expect((await call('GET', '/api/funding-calls/abc')).status).toBe(404)
    expect((await call('GET', '/api/funding-calls?where[deadline][equals]=notadate')).status).toBe(
      400,
    )
    expect((await call('GET', '/api/funding-calls?where[id][in]=1,2,abc')).status).toBe(400)
    expect((await call('GET', '/api/media/file/x.jpg')).status).toBe(404)
  })

  it('still answers well-formed queries', async () => {
    const list = await call(
      'GET',
      '/api/funding-calls?where[deadline][greater_than]=2020-01-01&where[id][in]=1,2',
    )
    expect(list.status).toBe(200)
    expect(list.body).toMatchObject({ docs: expect.any(Array) })
  })
})

describe('9. oversized and malformed bodies', () => {
  it('answers a body over 64 KB with 413 and says so', async () => {
    const answer = await call('POST', '/api/contact?locale=en', {
      body: { ...{ firstName: 'A', lastName: 'B', email: 'a@b.hr' }, message: 'x'.repeat(70_000) },
    })
    expect(answer.status).toBe(413)
    expect(answer.body).toEqual({ error: 'The request is too large (64 KB at most).' })
  })

  it('stops reading a chunked body at the limit instead of reading it whole', async () => {
    let sent = 0
    const chunk = new Uint8Array(256 * 1024).fill(120)
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent >= 40) return controller.close()
        sent += 1
        await new Promise((resolve) => setTimeout(resolve, 20))
        controller.enqueue(chunk)
      },
    })
    const response = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.18.1.1' },
      body,
      duplex: 'half',
    } as RequestInit).catch(() => null)
    // 10 MB offered; the answer comes after the first 64 KB, long before the rest is sent.
    expect(response?.status).toBe(413)
    expect(sent).toBeLessThan(10)
  })

  it('says a body is malformed, not that fields are missing', async () => {
    const answer = await call('POST', '/api/contact?locale=en', {
      body: '{"firstName": "Ana", ',
      headers: { 'content-type': 'application/json' },
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ error: 'Malformed request: the data could not be read.' })
  })
})

describe('10. control and text-direction characters in form fields', () => {
  it('refuses a NUL byte and a right-to-left override in a name, and stores nothing', async () => {
    for (const lastName of ['A\u0000B', 'Horvat\u202Egpj.exe']) {
      const answer = await call('POST', '/api/contact?locale=en', {
        body: { firstName: 'Ana', lastName, email: 'ana@primjer.hr', message: 'Upit.' },
      })
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({
        errors: {
          lastName:
            'The text contains characters that are not allowed (control or text-direction characters).',
        },
      })
    }
    const newsletter = await call('POST', '/api/newsletter?locale=hr', {
      body: { name: 'Ivana\u2066', email: 'ivana@primjer.hr' },
    })
    expect(newsletter.status).toBe(400)
    expect((await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs).toBe(0)
  })
})

describe('11. smaller leaks', () => {
  it('never hands the session token to a script through sign-in or a password reset', async () => {
    const login = await call('POST', '/api/users/login', {
      body: { email: 'clan@primjer.hr', password },
    })
    expect(login.status).toBe(200)
    const token = sessionToken(login.headers)
    expect((login.body.user as { id: number }).id).toBe(member.id)
    expect(login.body.exp).toEqual(expect.any(Number))
    expect(login.body.token).toBeUndefined()
    expect(login.text).not.toContain(token.split('.')[1]!)

    const reset = await payload.forgotPassword({
      collection: 'users',
      data: { email: 'clan@primjer.hr' },
      disableEmail: true,
    })
    const answer = await call('POST', '/api/users/reset-password', {
      body: { token: reset, password: 'Nova-Lozinka-2026' },
    })
    expect(answer.status).toBe(200)
    const session = sessionToken(answer.headers)
    expect(answer.body.token).toBeUndefined()
    expect(answer.text).not.toContain(session.split('.')[1]!)
    // The cookie still signs in.
    const me = await call('GET', '/api/users/me', { headers: as(session) })
    expect((me.body.user as { id: number }).id).toBe(member.id)
  })

  it('never hands the session token to a script through /me or refresh-token', async () => {
    const token = await tokenOf('clan@primjer.hr')
    const me = await call('GET', '/api/users/me', { headers: as(token) })
    expect((me.body.user as { id: number }).id).toBe(member.id)
    expect(me.body.token).toBeUndefined()
    const refreshed = await call('POST', '/api/users/refresh-token', { headers: as(token) })
    expect(refreshed.status).toBe(200)
    expect(refreshed.body.refreshedToken).toBeUndefined()
    expect(refreshed.text).not.toContain(token.split('.')[0]!)
  })

  it('closes Payload’s migrations route without naming any address', async () => {
    const answer = await call('GET', '/api/payload-migrations')
    expect(answer.status).toBe(404)
    expect(answer.text).not.toMatch(/https?:/)
  })

  it('limits the reset and confirmation links to 20 per 10 minutes per address', async () => {
    const from = '198.18.2.2'
    const token = 'ab'.repeat(20)
    const verify: (string | null)[] = []
    const reset: number[] = []
    for (let n = 0; n < 11; n += 1) {
      verify.push(
        (await call('GET', `/api/account/verify?token=${token}`, { from })).headers.get('location'),
      )
      reset.push(
        (await call('POST', '/api/account/reset', { body: { token, password }, from })).status,
      )
    }
    expect(verify.slice(0, 10).every((location) => location?.endsWith('status=link-invalid'))).toBe(
      true,
    )
    expect(reset.slice(0, 9).every((status) => status === 400)).toBe(true)
    expect(verify.at(-1)).toMatch(/status=limited$/)
    expect(reset.at(-1)).toBe(429)
  })
})
