import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { User } from '@/payload-types'

import type { SmtpPeer } from '../support/smtpPeer.mjs'
import { serveApi } from './endpointServer'
import { drainJobs, mailTestbed, sleep } from './mailSetup'
import { userData } from './payload'

/**
 * Issue 48, findings 5 and 6: failed sign-ins make the next attempt wait instead of locking
 * the account, so that nobody can keep its owner out; and every limit is one allowance
 * whichever route (or whichever bundle's copy of the code) counts it. Over real HTTP, on
 * SQLite or PostgreSQL.
 */

let payload: Payload
let smtp: SmtpPeer
let server: Awaited<ReturnType<typeof serveApi>>
let address = 0

const password = 'Ribnjak-Drava-7'
const wrongPassword = 'Krivo-9-lozinka'

const testbed = mailTestbed(['users', 'payload-jobs'])
beforeAll(async () => {
  ;({ payload, smtp } = testbed)
  server = await serveApi(payload)
})
afterAll(() => server.close())

/** Accounts differ from test to test: the sign-in counts live as long as the process. */
const account = (email: string, role: User['role'] = 'member') =>
  payload.create({
    collection: 'users',
    data: userData({ email, password, fullName: email.split('@')[0]!, role, _verified: true }),
    overrideAccess: true,
  })

type Answer = { status: number; body: unknown; headers: Headers }

/** A request from an address of its own unless `from` is given (an attacker with many). */
async function call(
  url: string,
  { method = 'POST', body, cookie, from }: CallOptions = {},
): Promise<Answer> {
  address += 1
  const response = await fetch(url.startsWith('http') ? url : `${server.url}${url}`, {
    method,
    headers: {
      'x-forwarded-for': from ?? `10.48.${address >> 8}.${address & 255}`,
      'accept-language': 'en',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    redirect: 'manual',
  })
  const text = await response.text()
  return {
    status: response.status,
    body: text ? JSON.parse(text) : null,
    headers: response.headers,
  }
}

type CallOptions = { method?: string; body?: unknown; cookie?: string; from?: string }

const routes = ['/api/users/login', '/api/account/login'] as const

/** A sign-in on one of the two routes (the n-th of a series takes them in turn). */
const signIn = (n: number, email: string, secret: string, options: CallOptions = {}) =>
  call(routes[n % 2]!, { ...options, body: { email, password: secret } })

/** The browser's cookie from a Set-Cookie answer: `name=value`. */
function cookieOf(answer: Answer, name: string): string | null {
  const line = answer.headers.getSetCookie().find((value) => value.startsWith(`${name}=`))
  return line ? line.split(';')[0]! : null
}

/** Five wrong passwords for `email`, each from an address of its own, on both routes. */
async function failFiveTimes(email: string) {
  for (let n = 0; n < 5; n += 1) expect((await signIn(n, email, wrongPassword)).status).toBe(401)
}

function unlockLink(email: string): string {
  const mails = smtp.to(email)
  expect(mails).toHaveLength(1)
  const match = /https?:\/\/\S+\/api\/account\/unlock\?token=[\w.-]+&locale=\w+/.exec(
    mails[0]?.text ?? '',
  )
  if (!match) throw new Error(`no unlock link in: ${mails[0]?.text}`)
  return new URL(match[0]).pathname + new URL(match[0]).search
}

describe('5. failed sign-ins make attempts wait; nobody can keep the owner out', () => {
  it('answers known and unknown accounts alike, and doubles the wait with each failure past the fifth', async () => {
    await account('iva@primjer.hr')
    const emails = ['iva@primjer.hr', 'nitko@primjer.hr']
    await Promise.all(emails.map(failFiveTimes))
    const waits: string[][] = [[], []]
    for (let round = 0; round < 3; round += 1) {
      // Held at once, even with the right password, with the same answer for both.
      const held = await Promise.all(emails.map((email) => signIn(round, email, password)))
      expect(held.map((answer) => answer.status)).toEqual([429, 429])
      expect(held[1]!.body).toEqual(held[0]!.body)
      held.forEach((answer, n) => waits[n]!.push(answer.headers.get('retry-after') ?? ''))
      if (round === 2) break
      await sleep(Number(waits[0]!.at(-1)) * 1000 + 150)
      // The wait is over: one more guess goes through, fails, and the next wait is longer.
      const tried = await Promise.all(emails.map((email) => signIn(round, email, wrongPassword)))
      expect(tried.map((answer) => answer.status)).toEqual([401, 401])
      expect(tried[1]!.body).toEqual(tried[0]!.body)
    }
    expect(waits[0]).toEqual(['1', '2', '4'])
    expect(waits[1]).toEqual(waits[0])
    expect(smtp.to('nitko@primjer.hr')).toEqual([])
  })

  it('lets the admin in with the mailed unlock link while an attacker keeps failing, and the link works once', async () => {
    const owner = await account('vlasnica@fondium.example', 'admin')
    await failFiveTimes(owner.email)
    expect((await signIn(0, owner.email, password)).status).toBe(429)
    await drainJobs(payload)
    const link = unlockLink(owner.email)

    const opened = await call(link, { method: 'GET' })
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toContain('status=unlocked')
    const device = cookieOf(opened, 'known-device')
    expect(device).toBeTruthy()
    expect(opened.headers.getSetCookie()[0]).toMatch(/; Path=\/api; .*HttpOnly; SameSite=Lax/)

    // The attacker starts over and is held again; the owner's browser is not, on either route.
    await failFiveTimes(owner.email)
    expect((await signIn(1, owner.email, password)).status).toBe(429)
    for (const n of [0, 1]) {
      const inside = await signIn(n, owner.email, password, { cookie: device! })
      expect(inside.status).toBe(200)
      await failFiveTimes(owner.email)
    }
    // One unlock mail an hour: the later waits sent none.
    await drainJobs(payload)
    expect(smtp.to(owner.email)).toHaveLength(1)

    const again = await call(link, { method: 'GET' })
    expect(again.headers.get('location')).toContain('status=link-invalid')
    expect(cookieOf(again, 'known-device')).toBeNull()
    const forged = await call(link.replace(/token=\d+/, 'token=9'), { method: 'GET' })
    expect(forged.headers.get('location')).toContain('status=link-invalid')
  })

  it('remembers the browser at every sign-in, for that account only', async () => {
    const member = await account('marko@primjer.hr')
    const other = await account('ana@primjer.hr')
    const first = await signIn(1, member.email, password)
    expect(first.status).toBe(200)
    const device = cookieOf(first, 'known-device')!
    const otherDevice = cookieOf(await signIn(0, other.email, password), 'known-device')!
    expect(device).toMatch(/^known-device=\d+\.[\w-]{32}$/)

    await failFiveTimes(member.email)
    // Another account's cookie and a forged one do not help; the member's own does.
    const forged = device.replace(/.{4}$/, 'AAAA')
    for (const cookie of [otherDevice, forged]) {
      expect((await signIn(0, member.email, password, { cookie })).status).toBe(429)
    }
    const inside = await signIn(0, member.email, password, { cookie: device })
    expect(inside.status).toBe(200)
    // The browser now remembers both accounts.
    const both = cookieOf(
      await signIn(1, other.email, password, { cookie: device }),
      'known-device',
    )
    expect(both?.split('~')).toHaveLength(2)
  })

  it('makes an address wait after its own five failures, whichever accounts it tries', async () => {
    const member = await account('petra@primjer.hr')
    const device = cookieOf(await signIn(0, member.email, password), 'known-device')!
    const from = '198.18.48.5'
    for (let n = 0; n < 5; n += 1) {
      expect((await signIn(n, `netko${n}@primjer.hr`, wrongPassword, { from })).status).toBe(401)
    }
    // Even the owner's browser waits at that address; elsewhere it signs in.
    const held = await signIn(1, member.email, password, { from, cookie: device })
    expect(held.status).toBe(429)
    expect(held.headers.get('retry-after')).toBe('1')
    expect((await signIn(1, member.email, password, { cookie: device })).status).toBe(200)
  })
})

describe('6. one allowance per limit, whichever copy of the code counts it', () => {
  it('keeps one count when the limiter module is loaded twice', async () => {
    const first = await import('@/server/rateLimit')
    vi.resetModules()
    const second = await import('@/server/rateLimit')
    expect(second.consume).not.toBe(first.consume)
    const limit = { name: 'loaded-twice', points: 3, durationSeconds: 60 }
    const answers = []
    for (const copy of [first, second, first, second]) answers.push(await copy.consume(limit, 'k'))
    expect(answers.map((answer) => answer.ok)).toEqual([true, true, true, false])
  })

  /**
   * The API as the production build serves it: the route's guard (Payload's /api/users/*) is a
   * copy of the code of its own, while Payload's endpoints (/api/account/*) run the copy that
   * started Payload (the server's instrumentation bundle).
   */
  async function serveAsBuilt() {
    vi.resetModules()
    const { serveApi: serveAgain } = await import('./endpointServer')
    return serveAgain(payload)
  }

  it('allows one address 10 sign-ins a minute across /api/users/login and /api/account/login', async () => {
    const built = await serveAsBuilt()
    try {
      await account('luka@primjer.hr')
      const from = '198.18.48.6'
      const statuses: number[] = []
      for (let n = 0; n < 12; n += 1) {
        const route = `${built.url}${routes[n % 2]}`
        const body = { email: 'luka@primjer.hr', password }
        statuses.push((await call(route, { body, from })).status)
      }
      expect(statuses).toEqual([...Array(10).fill(200), 429, 429])
    } finally {
      await built.close()
    }
  })

  it('mails one member at most 3 resets a day and allows one address 5 requests, on both routes', async () => {
    const built = await serveAsBuilt()
    try {
      await account('maja@primjer.hr')
      const forgot = ['/api/users/forgot-password', '/api/account/forgot']
      for (let n = 0; n < 6; n += 1) {
        const answer = await call(`${built.url}${forgot[n % 2]}`, {
          body: { email: 'maja@primjer.hr' },
        })
        expect(answer.status).toBe(200)
      }
      await drainJobs(payload)
      expect(smtp.to('maja@primjer.hr')).toHaveLength(3)

      const from = '198.18.48.7'
      const statuses: number[] = []
      for (let n = 0; n < 6; n += 1) {
        const body = { email: `netko${n}@primjer.hr` }
        statuses.push((await call(`${built.url}${forgot[n % 2]}`, { body, from })).status)
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    } finally {
      await built.close()
    }
  })
})
