import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { FundingCall, User } from '@/payload-types'

import { serveApi } from './endpointServer'
import { deleteAll, getTestPayload, userData } from './payload'

/**
 * Issue 48, finding 9: one text rule for every name and title, whichever route writes it
 * (src/fields/plainText.ts): Payload's REST routes and /admin (which saves through them), an
 * admin's "create user", and the imports. Over real HTTP, on SQLite or PostgreSQL.
 */

let payload: Payload
let server: Awaited<ReturnType<typeof serveApi>>
let admin: User
let member: User
let call: FundingCall
const tokens = {} as Record<'admin' | 'editor' | 'member', string>
const password = 'Ribnjak-Drava-7'
const context = { disableRevalidate: true }
let address = 0

/** NUL, the right-to-left override, a direction isolate and escape, each inside a name. */
const forbidden = {
  NUL: 'Ana\u0000Kovač',
  'U+202E': 'Ana Kovač\u202egpj.exe',
  'U+2066': '\u2066Ana Kovač',
  ESC: 'Ana \u001b[31mKovač',
}

async function account(email: string, role: User['role']) {
  const user = await payload.create({
    collection: 'users',
    data: userData({ email, password, fullName: 'Ana Kovač', role, _verified: true }),
    overrideAccess: true,
  })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return { user, token: token! }
}

async function call$(
  method: string,
  path: string,
  token: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `198.51.100.${(address += 1) % 250}`,
      authorization: `JWT ${token}`,
      ...headers,
    },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** The field errors of an answer: [path, message] pairs. */
const fieldErrors = (body: Record<string, unknown>) =>
  (body.errors as { data?: { errors?: { path: string; message: string }[] } }[]).flatMap((error) =>
    (error.data?.errors ?? []).map(({ path, message }) => [path, message]),
  )

/** The rule's refusal of the field at `path`, in any of the admin languages. */
const refused = (path: string) => [
  path,
  expect.stringMatching(/nedopuštene znakove|not allowed|unzulässige/),
]

beforeAll(async () => {
  payload = await getTestPayload()
  await deleteAll(payload, 'users')
  ;({ user: admin, token: tokens.admin } = await account('admin-tekst@fondium.example', 'admin'))
  ;({ token: tokens.editor } = await account('urednik-tekst@fondium.example', 'editor'))
  ;({ user: member, token: tokens.member } = await account('clan-tekst@primjer.hr', 'member'))
  call = await payload.create({
    collection: 'funding-calls',
    data: {
      fundName: 'Digitalizacija malih poduzeća',
      shortDescription: 'Bespovratna sredstva za digitalizaciju poslovanja.',
      deadline: '2099-06-30T10:00:00.000Z',
      applicantTypes: ['micro', 'small'],
    } as FundingCall,
    locale: 'hr',
    overrideAccess: true,
    context,
  })
  server = await serveApi(payload)
})
afterAll(async () => {
  await server?.close()
  await payload.delete({ collection: 'funding-calls', id: call.id, overrideAccess: true, context })
})

const storedName = async (id: number) =>
  (await payload.findByID({ collection: 'users', id, overrideAccess: true })).fullName

describe('names through Payload’s own routes', () => {
  for (const [what, fullName] of Object.entries(forbidden)) {
    it(`refuses ${what} in a name a member gives their own account (PATCH /api/users/{id})`, async () => {
      const answer = await call$('PATCH', `/api/users/${member.id}`, tokens.member, { fullName })
      expect(answer.status).toBe(400)
      expect(fieldErrors(answer.body)).toEqual([refused('fullName')])
      expect(await storedName(member.id)).toBe('Ana Kovač')
    })

    it(`refuses ${what} in a name an admin gives another account`, async () => {
      const answer = await call$('PATCH', `/api/users/${member.id}`, tokens.admin, { fullName })
      expect(answer.status).toBe(400)
      expect(await storedName(member.id)).toBe('Ana Kovač')
    })

    it(`refuses ${what} in the name of an account an admin creates (POST /api/users)`, async () => {
      const email = `novi-${what.replace(/\W/g, '')}@primjer.hr`
      const answer = await call$('POST', '/api/users', tokens.admin, {
        email,
        password,
        fullName,
        role: 'member',
      })
      expect(answer.status).toBe(400)
      expect(fieldErrors(answer.body)).toEqual([refused('fullName')])
      const { totalDocs } = await payload.count({
        collection: 'users',
        where: { email: { equals: email } },
        overrideAccess: true,
      })
      expect(totalDocs).toBe(0)
    })
  }

  it('answers in the admin language', async () => {
    const say = async (language?: string) => {
      const answer = await call$(
        'PATCH',
        `/api/users/${member.id}`,
        tokens.member,
        { fullName: forbidden['U+202E'] },
        language ? { 'accept-language': language } : {},
      )
      expect(answer.status).toBe(400)
      return fieldErrors(answer.body)[0]![1]
    }
    expect(await say()).toBe(
      'Tekst sadrži nedopuštene znakove (kontrolne znakove ili oznake smjera teksta).',
    )
    expect(await say('en')).toBe(
      'The text contains characters that are not allowed (control or text-direction characters).',
    )
    expect(await say('de')).toBe(
      'Der Text enthält unzulässige Zeichen (Steuer- oder Textrichtungszeichen).',
    )
  })

  it('trims a name, and keeps one written in every language of the site', async () => {
    const answer = await call$('PATCH', `/api/users/${admin.id}`, tokens.admin, {
      fullName: '  Đurđa Šimić-Čačić \n',
    })
    expect(answer.status).toBe(200)
    expect(await storedName(admin.id)).toBe('Đurđa Šimić-Čačić')
  })
})

describe('titles of the catalogue', () => {
  const storedCall = () =>
    payload.findByID({ collection: 'funding-calls', id: call.id, locale: 'hr', depth: 0 })

  for (const [what, fundName] of Object.entries(forbidden)) {
    it(`refuses ${what} in a funding call's name (PATCH /api/funding-calls/{id})`, async () => {
      const answer = await call$('PATCH', `/api/funding-calls/${call.id}`, tokens.editor, {
        fundName,
      })
      expect(answer.status).toBe(400)
      expect(fieldErrors(answer.body)).toEqual([refused('fundName')])
      expect((await storedCall()).fundName).toBe('Digitalizacija malih poduzeća')
    })
  }

  it('takes line breaks in a description but not in a name, and refuses a lone surrogate', async () => {
    const lines = await call$('PATCH', `/api/funding-calls/${call.id}`, tokens.editor, {
      shortDescription: 'Prvi red.\nDrugi red.',
    })
    expect(lines.status).toBe(200)
    for (const fundName of ['Digitalizacija\nmalih poduzeća', 'Digitalizacija \ud800']) {
      const answer = await call$('PATCH', `/api/funding-calls/${call.id}`, tokens.editor, {
        fundName,
      })
      expect(answer.status).toBe(400)
    }
    expect((await storedCall()).fundName).toBe('Digitalizacija malih poduzeća')
  })

  it('refuses a title past its length, and such a character in a global’s setting', async () => {
    const long = await call$('PATCH', `/api/funding-calls/${call.id}`, tokens.editor, {
      fundName: 'D'.repeat(201),
    })
    expect(long.status).toBe(400)
    expect(fieldErrors(long.body)).toEqual([['fundName', expect.stringContaining('200')]])
    const brand = await call$('POST', '/api/globals/site-settings', tokens.admin, {
      brandName: 'Fondium\u202e',
    })
    expect(brand.status).toBe(400)
    expect(fieldErrors(brand.body)).toContainEqual(refused('brandName'))
  })
})

describe('imported cells', () => {
  it('refuses a row of a call import whose cell holds such a character, naming row and column', async () => {
    const source = await payload.create({
      collection: 'call-import-sources',
      data: { name: 'Portal (tekst)', mapping: [] },
      overrideAccess: true,
      context,
    })
    const csv = [
      'external_id;name_hr;summary_hr',
      'T-1;Poziv za digitalizaciju;Bespovratna sredstva.',
      `T-2;${forbidden.NUL};Bespovratna sredstva.`,
      `T-3;Poziv za energetiku;Opis${'\u202e'}.`,
      `T-4;Poziv${'\u2066'};Opis.`,
      `T-5;Poziv${'\u001b'};Opis.`,
    ].join('\r\n')
    const data = Buffer.from(csv)
    const preview = await payload.create({
      collection: 'call-imports',
      data: { source: source.id },
      file: { data, name: 'pozivi.csv', mimetype: 'text/csv', size: data.length },
      overrideAccess: true,
      context,
    })
    expect(preview).toMatchObject({ status: 'previewed', created: 1, rejected: 4 })
    const report = preview.report as { line: number; id: string; outcome: string }[]
    expect(report.filter((entry) => entry.outcome === 'rejected')).toEqual([
      {
        line: 3,
        id: 'T-2',
        outcome: 'rejected',
        reasons: [
          'stupac „name_hr” sadrži nedopuštene znakove (kontrolne znakove ili oznake smjera teksta).',
        ],
      },
      expect.objectContaining({
        line: 4,
        id: 'T-3',
        reasons: [expect.stringContaining('summary_hr')],
      }),
      expect.objectContaining({
        line: 5,
        id: 'T-4',
        reasons: [expect.stringContaining('name_hr')],
      }),
      expect.objectContaining({
        line: 6,
        id: 'T-5',
        reasons: [expect.stringContaining('name_hr')],
      }),
    ])
    await deleteAll(payload, 'call-imports')
    await payload.delete({ collection: 'call-import-sources', id: source.id, context })
  })

  it('refuses an activity-code file with such a name, naming line and column', async () => {
    const csv = ['Šifra;Naziv', '62.01;Računalno programiranje', `62.02;Savjetovanje${'\u202e'}`]
    const data = Buffer.from(csv.join('\r\n'))
    await expect(
      payload.create({
        collection: 'activity-code-imports',
        data: { kind: 'codes', classification: 'nkd2025', language: 'hr' },
        file: { data, name: 'nkd.csv', mimetype: 'text/csv', size: data.length },
        overrideAccess: true,
        context,
      }),
    ).rejects.toMatchObject({
      status: 400,
      data: {
        errors: [
          {
            path: 'file',
            message: expect.stringContaining('Redak 3: stupac „Naziv” sadrži nedopuštene znakove'),
          },
        ],
      },
    })
    const { totalDocs } = await payload.count({
      collection: 'activity-codes',
      where: { code: { equals: '62.01' }, classification: { equals: 'nkd2025' } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })
})
