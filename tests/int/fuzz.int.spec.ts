import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { chatEndpoints } from '@/features/assistant/endpoints'
import { contactEndpoint } from '@/features/contact/endpoints'
import { fundingCheckEndpoint } from '@/features/funding-check/endpoints'
import { newsletterEndpoint } from '@/features/newsletter/endpoints'

import { serveEndpoints } from './endpointServer'
import { mailTestbed } from './mailSetup'

/** A small seeded generator, so a failing case can be replayed. */
function random(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (max: number) => Math.floor(next() * max)
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!
  return { next, int, pick }
}

type Rng = ReturnType<typeof random>

const junkText = (rng: Rng) =>
  rng.pick([
    '',
    '   ',
    '{',
    '{"a":',
    '[1,2',
    'null',
    'true',
    '42',
    '"text"',
    '[]',
    '[{}]',
    '{"__proto__":{"polluted":true}}',
    '\u0000\u0001\u0002',
    'ﬀ😀'.repeat(rng.int(50)),
    'x'.repeat(70_000),
    `<script>alert(${rng.int(99)})</script>`,
    Array.from({ length: rng.int(40) }, () => String.fromCharCode(rng.int(0xd7ff))).join(''),
  ])

const wrongValue = (rng: Rng): unknown =>
  rng.pick([null, 0, -1, 1e308, true, false, [], ['a'], {}, { $ne: '' }, '', '   ', '\n\t'])

/** Breaks at least one required field of a valid body, and sometimes more. */
function broken(rng: Rng, valid: Record<string, string>, breakers: Record<string, string[]>) {
  const body: Record<string, unknown> = { ...valid }
  const fields = Object.keys(breakers)
  const count = 1 + rng.int(fields.length)
  for (let n = 0; n < count; n += 1) {
    const field = rng.pick(fields)
    const way = rng.int(4)
    if (way === 0) delete body[field]
    else if (way === 1) body[field] = wrongValue(rng)
    else body[field] = rng.pick(breakers[field]!)
  }
  if (rng.int(4) === 0) body['constructor'] = { prototype: { admin: true } }
  return body
}

function malformedBodies(
  seed: number,
  valid: Record<string, string>,
  breakers: Record<string, string[]>,
) {
  const rng = random(seed)
  return Array.from({ length: 1000 }, () => {
    const kind = rng.int(10)
    if (kind < 3)
      return { type: rng.pick(['application/json', 'text/plain', '']), body: junkText(rng) }
    const body = broken(rng, valid, breakers)
    return { type: 'application/json', body: JSON.stringify(body) }
  })
}

let payload: Payload
let server: Awaited<ReturnType<typeof serveEndpoints>>
let address = 0

async function send(path: string, type: string, body: string) {
  address += 1
  const headers: Record<string, string> = {
    'x-forwarded-for': `172.16.${address >> 8}.${address & 255}`,
  }
  if (type) headers['content-type'] = type
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers,
    body,
    redirect: 'manual',
  })
  const location = response.headers.get('location') ?? ''
  return { status: response.status, text: location || (await response.text()) }
}

async function sendAll(path: string, bodies: { type: string; body: string }[]) {
  const answers: { status: number; text: string; body: string; type: string }[] = []
  for (let start = 0; start < bodies.length; start += 25) {
    const batch = bodies.slice(start, start + 25)
    answers.push(
      ...(await Promise.all(
        batch.map(async ({ type, body }) => ({ ...(await send(path, type, body)), body, type })),
      )),
    )
  }
  return answers
}

const counts = async () => ({
  leads: (await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs,
  subscribers: (await payload.count({ collection: 'newsletter-subscribers', overrideAccess: true }))
    .totalDocs,
  jobs: (await payload.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs,
})

const testbed = mailTestbed(['leads', 'newsletter-subscribers', 'payload-jobs'])
beforeAll(async () => {
  ;({ payload } = testbed)
  server = await serveEndpoints(payload, [
    contactEndpoint,
    newsletterEndpoint,
    fundingCheckEndpoint,
    ...chatEndpoints(() => null),
  ])
})

afterAll(() => server.close())

/**
 * The status each malformed body must get: 415 for a type that is neither JSON nor a form
 * (fetch sends a body without a type as text/plain), 413 past the 64 KB a form may send, 400
 * for anything else (unreadable JSON, refused fields).
 */
const expectedStatus = ({ type, body }: { type: string; body: string }) =>
  type === 'text/plain' || type === '' ? 415 : Buffer.byteLength(body) > 64 * 1024 ? 413 : 400

const expectAllRefused = (
  answers: { status: number; text: string; body: string; type: string }[],
) => {
  const wrong = answers.filter(
    (answer) => answer.status !== expectedStatus(answer) || !/"error":"[^"]+"/.test(answer.text),
  )
  expect(
    wrong.slice(0, 3).map(({ status, text, body }) => ({ status, text, body: body.slice(0, 200) })),
  ).toEqual([])
  expect(answers).toHaveLength(1000)
}

describe('1,000 malformed bodies per endpoint', () => {
  it('/api/contact answers 400, 413 or 415 with a message to each and stores nothing', async () => {
    const bodies = malformedBodies(
      5,
      {
        firstName: 'Ana',
        lastName: 'Horvat',
        email: 'ana@primjer.hr',
        company: 'Primjer d.o.o.',
        message: 'Upit.',
      },
      {
        firstName: ['', ' ', 'A'.repeat(101), 'Ana\r\nBcc: x@y.hr'],
        lastName: ['', '\t', 'H'.repeat(101), 'Horvat\n'.repeat(2).trim() + '\nx'],
        email: [
          'ana',
          'ana@',
          '@primjer.hr',
          'ana @primjer.hr',
          'ana@primjer',
          `${'a'.repeat(250)}@b.hr`,
        ],
        message: ['', '    ', 'm'.repeat(5001)],
      },
    )
    expectAllRefused(await sendAll('/api/contact?locale=hr', bodies))
    expect(await counts()).toEqual({ leads: 0, subscribers: 0, jobs: 0 })
  })

  it('/api/newsletter answers 400, 413 or 415 with a message to each and stores nothing', async () => {
    const bodies = malformedBodies(
      7,
      { name: 'Ivana', email: 'ivana@primjer.hr' },
      {
        name: ['', '   ', 'I'.repeat(101), 'Ivana\nKovač'],
        email: ['ivana', 'ivana@', 'ivana@primjer', 'iva na@primjer.hr', ''],
      },
    )
    expectAllRefused(await sendAll('/api/newsletter?locale=en', bodies))
    expect(await counts()).toEqual({ leads: 0, subscribers: 0, jobs: 0 })
  })

  it('/api/funding-check answers 400, 413 or 415 with a message to each', async () => {
    const bodies = malformedBodies(
      11,
      { oib: '69435151530', nkd: '62.01' },
      {
        oib: ['', '6943515153', '694351515301', '69435151531', 'abcdefghijk', '69435 51530'],
        nkd: ['', '62', '6201', '62.0', '62,01', 'AB.CD', '62.011'],
      },
    )
    expectAllRefused(await sendAll('/api/funding-check?locale=de', bodies))
  })

  it('/api/ai-chat and its streaming variant answer 400, 413 or 415 with a message to each', async () => {
    const breakers = { message: ['', '   ', '\n\t', 'x'.repeat(1001)] }
    const valid = { message: 'Koliko traje priprema prijave?' }
    expectAllRefused(await sendAll('/api/ai-chat?locale=en', malformedBodies(17, valid, breakers)))
    expectAllRefused(
      await sendAll('/api/ai-chat/stream?locale=hr', malformedBodies(19, valid, breakers)),
    )
  })

  it('answers garbage form posts from browsers without JavaScript with the result page, never an error', async () => {
    const rng = random(13)
    for (const path of ['/api/contact', '/api/newsletter', '/api/funding-check']) {
      const bodies = Array.from({ length: 100 }, () => ({
        type: 'application/x-www-form-urlencoded',
        body: rng.pick(['', '=', '&&&', 'a=%ZZ', 'email=%E0%A4%A', junkText(rng)]),
      }))
      const form = path.replace('/api/', '')
      for (const answer of await sendAll(path, bodies)) {
        expect(answer.status).toBe(303)
        expect(answer.text).toMatch(
          new RegExp(`^/forms/${form}\\?status=(invalid|limited|too-large)`),
        )
      }
    }
    expect(await counts()).toEqual({ leads: 0, subscribers: 0, jobs: 0 })
  })
})
