import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { accountEndpoints } from '@/features/account/endpoints'
import { logIn, signUp } from '@/features/account/service'

import type { SmtpPeer } from '../support/smtpPeer.mjs'
import { serveEndpoints } from './endpointServer'
import { drainJobs, mailTestbed } from './mailSetup'
import { forbidden } from './payload'

let payload: Payload
let smtp: SmtpPeer
let server: Awaited<ReturnType<typeof serveEndpoints>>
let address = 0
const password = 'Ribnjak-Drava-7'

const testbed = mailTestbed(['users', 'payload-jobs'])
beforeAll(async () => {
  ;({ payload, smtp } = testbed)
  server = await serveEndpoints(payload, accountEndpoints)
})
afterAll(() => server.close())
beforeEach(async () => {
  await payload.create({
    collection: 'users',
    data: {
      email: 'admin@fondium.example',
      password: 'Admin-Lozinka-2026',
      fullName: 'Admin',
      role: 'admin',
    },
    overrideAccess: true,
  })
})

async function post(path: string, body: unknown, locale = 'hr') {
  address += 1
  const started = Date.now()
  const response = await fetch(`${server.url}/api/account/${path}?locale=${locale}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${address}` },
    body: JSON.stringify(body),
  })
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    cookies: response.headers.getSetCookie(),
    ms: Date.now() - started,
  }
}

const linkIn = (text: string | undefined, pattern: RegExp) => {
  const match = pattern.exec(text ?? '')
  if (!match) throw new Error(`no link in: ${text}`)
  return new URL(match[0])
}

async function confirmedAccount(email: string, fullName = 'Ana Horvat') {
  await post('signup', { fullName, email, password })
  await drainJobs(payload)
  const mail = smtp.to(email).at(-1)
  const link = linkIn(mail?.text, /https?:\/\/\S+\/api\/account\/verify\?token=\w+&locale=\w+/)
  await fetch(`${server.url}${link.pathname}${link.search}`, { redirect: 'manual' })
}

const memberCount = async () =>
  (
    await payload.count({
      collection: 'users',
      where: { role: { equals: 'member' } },
      overrideAccess: true,
    })
  ).totalDocs

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!

describe('sign-up and e-mail confirmation', () => {
  it('creates an unconfirmed member, mails the link in the visitor language, and confirms it', async () => {
    const created = await post(
      'signup',
      { fullName: ' Ana Horvat ', email: 'Ana@Primjer.hr', password },
      'de',
    )
    expect(created).toMatchObject({ status: 201, body: { ok: true } })
    const { docs } = await payload.find({
      collection: 'users',
      where: { role: { equals: 'member' } },
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect(docs).toMatchObject([
      { email: 'ana@primjer.hr', fullName: 'Ana Horvat', role: 'member', _verified: false },
    ])

    const early = await post('login', { email: 'ana@primjer.hr', password })
    expect(early).toMatchObject({ status: 403, body: { unverified: true } })

    await drainJobs(payload)
    const [mail] = smtp.to('ana@primjer.hr')
    expect(mail?.subject).toBe('Bestätigen Sie die E-Mail-Adresse Ihres Fondium-Kontos')
    expect(mail?.text).toContain('Guten Tag Ana Horvat')
    const link = linkIn(mail?.text, /https?:\/\/\S+\/api\/account\/verify\?token=\w+&locale=de/)
    const landing = await fetch(`${server.url}${link.pathname}${link.search}`, {
      redirect: 'manual',
    })
    expect(landing.status).toBe(303)
    expect(landing.headers.get('location')).toBe('/de/forms/account?status=confirmed')
    const again = await fetch(`${server.url}${link.pathname}${link.search}`, { redirect: 'manual' })
    expect(again.headers.get('location')).toBe('/de/forms/account?status=link-invalid')

    const login = await post('login', { email: 'ANA@primjer.hr', password }, 'en')
    expect(login).toMatchObject({
      status: 200,
      body: { ok: true, user: { fullName: 'Ana Horvat', role: 'member' } },
    })
    const session = login.cookies.find((cookie) => cookie.startsWith('payload-token='))
    expect(session).toMatch(/HttpOnly/i)
    expect(session).toMatch(/SameSite=Lax/i)
    expect(session).toMatch(/Path=\//)
    expect(login.cookies.some((cookie) => cookie.startsWith('signed-in=1'))).toBe(true)
  })

  it('refuses a registered address with the spec message and mails its owner a notice', async () => {
    await confirmedAccount('marko@primjer.hr', 'Marko Marić')
    const duplicate = await post(
      'signup',
      { fullName: 'Netko', email: 'marko@primjer.hr', password },
      'en',
    )
    expect(duplicate).toMatchObject({
      status: 409,
      body: {
        error: 'Email is already registered',
        errors: { email: 'Email is already registered' },
      },
    })
    await drainJobs(payload)
    const notice = smtp.to('marko@primjer.hr').at(-1)
    expect(notice?.subject).toBe('Sign-up attempt with your e-mail address')
    expect(notice?.text).toContain('/en/auth/forgot')
    expect(await memberCount()).toBe(1)
  })

  it('refuses short and common passwords and missing fields, in the request language', async () => {
    expect(
      await post('signup', { fullName: 'A', email: 'a@primjer.hr', password: '12345' }, 'en'),
    ).toMatchObject({
      status: 400,
      body: { errors: { password: 'The password must have at least 6 characters.' } },
    })
    expect(
      await post('signup', { fullName: 'A', email: 'a@primjer.hr', password: 'qwerty123' }),
    ).toMatchObject({
      status: 400,
      body: { errors: { password: 'Ova je lozinka previše česta. Odaberite drugu.' } },
    })
    expect(await post('login', {}, 'de')).toMatchObject({
      status: 400,
      body: { error: 'Bitte füllen Sie alle Pflichtfelder aus.' },
    })
    expect(await memberCount()).toBe(0)
  })

  it('is closed until an administrator exists, so /admin can still create the first one', async () => {
    await payload.delete({
      collection: 'users',
      where: { id: { exists: true } },
      overrideAccess: true,
    })
    expect(
      await post('signup', { fullName: 'Ana', email: 'ana@primjer.hr', password }),
    ).toMatchObject({
      status: 503,
    })
    expect(await payload.count({ collection: 'users', overrideAccess: true })).toMatchObject({
      totalDocs: 0,
    })
  })

  it('limits sign-ups from one address to 5 per 10 minutes', async () => {
    const key = 'signup-limit-test'
    const answers = []
    for (let n = 0; n < 6; n += 1) {
      answers.push(
        await signUp(payload, 'hr', { fullName: 'X', email: `x${n}@primjer.hr`, password }, key),
      )
    }
    expect(answers.map((answer) => answer.status)).toEqual([
      'created',
      'created',
      'created',
      'created',
      'created',
      'limited',
    ])
  })
})

describe('sign-in', () => {
  it('answers an unknown address, a wrong password and an account in its wait alike, in the same time', async () => {
    await confirmedAccount('iva@primjer.hr', 'Iva Ivić')
    const unknown: number[] = []
    const wrong: number[] = []
    for (let n = 0; n < 4; n += 1) {
      const a = await post('login', { email: 'nitko@primjer.hr', password }, 'en')
      const b = await post(
        'login',
        { email: 'iva@primjer.hr', password: `Krivo-${n}-lozinka` },
        'en',
      )
      expect(a.status).toBe(401)
      expect(b.status).toBe(401)
      expect(a.body).toEqual({ error: 'Invalid email or password' })
      expect(b.body).toEqual(a.body)
      expect(a.cookies).toEqual([])
      unknown.push(a.ms)
      wrong.push(b.ms)
    }
    expect(Math.min(...unknown, ...wrong)).toBeGreaterThanOrEqual(400)
    expect(Math.abs(median(unknown) - median(wrong))).toBeLessThan(120)

    // After the fifth failure each attempt waits (1 s, then longer): even the right password,
    // from any address, gets the answer an unknown address gets once it has failed as often.
    await post('login', { email: 'iva@primjer.hr', password: 'Krivo-5-lozinka' }, 'en')
    const waiting = await post('login', { email: 'iva@primjer.hr', password }, 'en')
    expect(await logIn(payload, { email: 'iva@primjer.hr', password }, 'another-address')).toEqual({
      status: 'limited',
      retryAfterSeconds: 1,
    })
    await post('login', { email: 'nitko@primjer.hr', password: 'Krivo-5-lozinka' }, 'en')
    const unknownWaiting = await post('login', { email: 'nitko@primjer.hr', password }, 'en')
    expect(waiting).toMatchObject({
      status: 429,
      body: { error: 'Too many attempts in a short time. Please try again in 1 min.' },
    })
    expect(unknownWaiting).toEqual({ ...waiting, ms: unknownWaiting.ms })
    // Payload's own lockout is off: the account holds no lock that outlasts the wait.
    const stored = await payload.find({
      collection: 'users',
      where: { email: { equals: 'iva@primjer.hr' } },
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect(stored.docs[0]?.lockUntil ?? null).toBeNull()
  })
})

describe('password recovery', () => {
  it('answers the same for known and unknown addresses, and resets by the mailed link', async () => {
    await confirmedAccount('luka@primjer.hr', 'Luka Babić')
    const known = await post('forgot', { email: 'luka@primjer.hr' })
    const unknown = await post('forgot', { email: 'nepoznat@primjer.hr' })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(known.body).toEqual({ ok: true })
    expect(unknown.body).toEqual(known.body)
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(150)

    await drainJobs(payload)
    expect(smtp.to('nepoznat@primjer.hr')).toEqual([])
    const mail = smtp.to('luka@primjer.hr').at(-1)
    expect(mail?.subject).toBe('Postavite novu lozinku za Fondium račun')
    const link = linkIn(mail?.text, /https?:\/\/\S+\/auth\/reset\?token=\w+/)
    const token = link.searchParams.get('token')

    expect(await post('reset', { token, password: '123456' })).toMatchObject({ status: 400 })
    expect(await post('reset', { token, password: 'Nova-Lozinka-2026' })).toMatchObject({
      status: 200,
      body: { ok: true },
    })
    expect(await post('reset', { token, password: 'Opet-Nova-2026' })).toMatchObject({
      status: 400,
      body: { error: 'Poveznica nije valjana ili je istekla.' },
    })
    expect(
      (await post('login', { email: 'luka@primjer.hr', password: 'Nova-Lozinka-2026' })).status,
    ).toBe(200)
    expect((await post('login', { email: 'luka@primjer.hr', password })).status).toBe(401)
  })

  it('past the day’s three mails to an address, leaves the pending reset link working (finding 7)', async () => {
    // The confirmation is the address's first mail of the day, two resets the next two.
    await confirmedAccount('marija.cap@primjer.hr', 'Marija Kovač')
    for (let n = 0; n < 2; n += 1) {
      expect((await post('forgot', { email: 'marija.cap@primjer.hr' })).status).toBe(200)
      await drainJobs(payload)
    }
    const mails = smtp.to('marija.cap@primjer.hr')
    expect(mails).toHaveLength(3)
    const token = linkIn(
      mails.at(-1)?.text,
      /https?:\/\/\S+\/auth\/reset\?token=\w+/,
    ).searchParams.get('token')
    // Anyone may ask again: no mail goes out, and the link the owner holds is not voided.
    expect((await post('forgot', { email: 'marija.cap@primjer.hr' })).body).toEqual({ ok: true })
    await drainJobs(payload)
    expect(smtp.to('marija.cap@primjer.hr')).toHaveLength(3)
    expect(await post('reset', { token, password: 'Nova-Lozinka-2026' })).toMatchObject({
      status: 200,
      body: { ok: true },
    })
  })

  it('resends the confirmation only to an account that waits for it', async () => {
    await post('signup', { fullName: 'Petra', email: 'petra@primjer.hr', password })
    await confirmedAccount('josip@primjer.hr', 'Josip')
    await drainJobs(payload)
    smtp.mails.length = 0
    for (const email of ['petra@primjer.hr', 'josip@primjer.hr', 'nitko@primjer.hr']) {
      expect(await post('resend', { email })).toMatchObject({ status: 200, body: { ok: true } })
    }
    await drainJobs(payload)
    expect(smtp.mails.map((mail) => mail.subject)).toEqual([
      'Potvrdite e-mail adresu za Fondium račun',
    ])
    expect(smtp.to('petra@primjer.hr')).toHaveLength(1)
  })
})

describe('roles', () => {
  it('gives a signed-up member no content rights and no way into /admin', async () => {
    await confirmedAccount('clan@primjer.hr', 'Član')
    const { user } = await payload.login({
      collection: 'users',
      data: { email: 'clan@primjer.hr', password },
    })
    if (!user) throw new Error('the member could not log in')
    expect(user.role).toBe('member')
    const canEnter = payload.collections.users.config.access.admin!
    expect(await canEnter({ req: { user } as never })).toBe(false)
    for (const collection of ['funding-calls', 'articles', 'case-studies', 'categories'] as const) {
      await expect(
        payload.create({ collection, data: {} as never, user, overrideAccess: false }),
      ).rejects.toMatchObject(forbidden)
    }
    // The role field is the admins' alone: a member's attempt to change it is ignored.
    const promoted = await payload.update({
      collection: 'users',
      id: user.id,
      data: { role: 'admin' },
      user,
      overrideAccess: false,
    })
    expect(promoted.role).toBe('member')
    await expect(
      payload.find({ collection: 'leads', user, overrideAccess: false }),
    ).rejects.toMatchObject(forbidden)
  })
})
