import ExcelJS from 'exceljs'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { activityCodeIndex, correspondingCodes } from '@/features/activity-codes'

import { serveApi } from './endpointServer'
import { deleteAll, getTestPayload } from './payload'

let payload: Payload
const context = { disableRevalidate: true }

/** Croatian letters in Windows-1250, as the statistics office's CSV exports write them. */
const cp1250: Record<string, number> = {
  č: 0xe8,
  ć: 0xe6,
  đ: 0xf0,
  š: 0x9a,
  ž: 0x9e,
  Č: 0xc8,
  Ć: 0xc6,
  Đ: 0xd0,
  Š: 0x8a,
  Ž: 0x8e,
}
const windows1250 = (text: string) =>
  Buffer.from([...text].map((char) => cp1250[char] ?? char.charCodeAt(0)))

/** A list of about `count` codes of one classification: divisions, groups and classes. */
function codeList(count: number, name: (code: string) => string) {
  const rows: string[][] = []
  for (let division = 10; rows.length < count; division++) {
    rows.push([String(division), name(String(division))])
    for (let group = 1; group <= 9 && rows.length < count; group++) {
      rows.push([`${division}.${group}`, name(`${division}.${group}`)])
      for (let klass = 1; klass <= 9 && rows.length < count; klass++) {
        rows.push([`${division}.${group}${klass}`, name(`${division}.${group}${klass}`)])
      }
    }
  }
  return rows
}

async function importFile(
  data: Buffer,
  name: string,
  fields: {
    kind: 'codes' | 'correspondence'
    classification?: 'nkd2007' | 'nkd2025'
    language?: 'hr' | 'en' | 'de'
  },
) {
  return payload.create({
    collection: 'activity-code-imports',
    data: fields,
    file: {
      data,
      name,
      size: data.length,
      mimetype: name.endsWith('.xlsx')
        ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
        : 'text/csv',
    },
    overrideAccess: true,
    context,
  })
}

const codesOf = async (classification: 'nkd2007' | 'nkd2025') =>
  (
    await payload.find({
      collection: 'activity-codes',
      where: { classification: { equals: classification } },
      pagination: false,
      sort: 'code',
      overrideAccess: true,
    })
  ).docs

const csv = (rows: string[][], separator = ';') =>
  rows
    .map((row) =>
      row.map((cell) => (cell.includes(separator) ? `"${cell}"` : cell)).join(separator),
    )
    .join('\r\n')

async function xlsx(rows: string[][]) {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('NACE')
  for (const row of rows) sheet.addRow(row)
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

beforeAll(async () => {
  payload = await getTestPayload()
  for (const collection of [
    'activity-code-imports',
    'activity-code-links',
    'activity-codes',
  ] as const) {
    await deleteAll(payload, collection)
  }
})
afterAll(async () => {
  for (const collection of [
    'activity-code-imports',
    'activity-code-links',
    'activity-codes',
  ] as const) {
    await deleteAll(payload, collection)
  }
})

describe('activity code imports', () => {
  const croatian = (code: string) => `Djelatnost ${code}: proizvodnja, trgovina i usluge`
  const list = codeList(1_000, croatian)

  it('loads a classification from the office’s CSV (Windows-1250, semicolons); the same file again changes nothing', async () => {
    const file = windows1250(
      csv([
        ['Nacionalna klasifikacija djelatnosti 2025. – NKD 2025.', ''],
        ['Šifra', 'Naziv'],
        [
          'J',
          'Računalno programiranje, savjetovanje i djelatnosti povezane s njima; đak, čaša, žaba',
        ],
        ...list,
      ]),
    )
    const first = await importFile(file, 'nkd2025-hr.csv', {
      kind: 'codes',
      classification: 'nkd2025',
      language: 'hr',
    })
    expect(first).toMatchObject({ rowCount: 1_001, created: 1_001, updated: 0, unchanged: 0 })
    const codes = await codesOf('nkd2025')
    expect(codes).toHaveLength(1_001)
    const section = codes.find((code) => code.code === 'J')!
    expect(section).toMatchObject({ level: 'section', parent: null })
    expect(section.name?.hr).toContain('đak, čaša, žaba')
    expect(codes.find((code) => code.code === '10.11')).toMatchObject({
      level: 'class',
      parent: '10.1',
      label: `10.11 ${croatian('10.11')}`,
      name: { hr: croatian('10.11') },
      demo: false,
    })
    expect(codes.find((code) => code.code === '10.1')).toMatchObject({
      level: 'group',
      parent: '10',
    })

    const again = await importFile(file, 'nkd2025-hr-again.csv', {
      kind: 'codes',
      classification: 'nkd2025',
      language: 'hr',
    })
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 1_001 })
    expect(await codesOf('nkd2025')).toHaveLength(1_001)
  })

  it('adds the English names from an XLSX of the same codes, and the Croatian ones stay', async () => {
    const english = (code: string) => `Activity ${code}`
    const file = await xlsx([
      ['Order', 'Level', 'Code', 'Parent', 'Description'],
      ...codeList(1_000, english).map(([code, name], index) => [
        String(index + 1),
        '',
        code!,
        '',
        name!,
      ]),
    ])
    const result = await importFile(file, 'nace-rev21-en.xlsx', {
      kind: 'codes',
      classification: 'nkd2025',
      language: 'en',
    })
    expect(result).toMatchObject({ rowCount: 1_000, created: 0, updated: 1_000, unchanged: 0 })
    const code = (await codesOf('nkd2025')).find((item) => item.code === '10.11')!
    expect(code.name).toMatchObject({ hr: croatian('10.11'), en: 'Activity 10.11' })
  })

  it('refuses a file with bad rows whole, naming each by its line', async () => {
    const before = await codesOf('nkd2007')
    const file = Buffer.from(
      csv(
        [
          ['Code', 'Description'],
          ['62.01', 'Computer programming activities'],
          ['62-02', 'Computer consultancy activities'],
          ['62.09', ''],
          ['6201', 'Computer programming, again'],
        ],
        ',',
      ),
    )
    const refused = await importFile(file, 'bad.csv', {
      kind: 'codes',
      classification: 'nkd2007',
      language: 'en',
    }).catch((error: unknown) => error)
    expect(refused).toMatchObject({ name: 'ValidationError', status: 400 })
    const { errors } = (refused as { data: { errors: { path: string; message: string }[] } }).data
    expect(errors).toEqual([{ path: 'file', message: expect.any(String) }])
    const messages = errors[0]!.message.split('\n')
    expect(messages).toEqual([
      expect.stringMatching(/^(Redak|Line|Zeile) 3: .*62-02/),
      expect.stringMatching(/^(Redak|Line|Zeile) 4: /),
      expect.stringMatching(/^(Redak|Line|Zeile) 5: .*62\.01.*2\./),
      expect.stringMatching(
        /^(Ništa nije uvezeno|Nothing was imported|Es wurde nichts importiert)/,
      ),
    ])
    expect(await codesOf('nkd2007')).toEqual(before)
    const imports = await payload.find({
      collection: 'activity-code-imports',
      where: { filename: { equals: 'bad.csv' } },
      overrideAccess: true,
    })
    expect(imports.totalDocs).toBe(0)
  })

  it('refuses a file that is no table, and a list without its classification', async () => {
    await expect(
      importFile(Buffer.from('%PDF-1.7\n'), 'codes.xlsx', {
        kind: 'codes',
        classification: 'nkd2007',
        language: 'hr',
      }),
    ).rejects.toMatchObject({ status: 400 })
    await expect(
      importFile(Buffer.from('Code;Description\n62.01;Programming\n'), 'codes.csv', {
        kind: 'codes',
      }),
    ).rejects.toMatchObject({ status: 400 })
  })
})

describe('correspondence between NKD 2007 and NKD 2025', () => {
  it('imports the table once, and finds the codes of the other version both ways', async () => {
    const table = csv([
      ['NKD 2007.', 'Naziv NKD 2007.', 'NKD 2025.', 'Naziv NKD 2025.'],
      ['62.01', 'Računalno programiranje', '62.10', 'Računalno programiranje'],
      ['62.02', 'Savjetovanje u vezi s računalima', '62.20', 'Savjetovanje u vezi s računalima'],
      [
        '62.09',
        'Ostale uslužne djelatnosti',
        '62.90',
        'Ostale djelatnosti informacijske tehnologije',
      ],
      ['63.11', 'Obrada podataka', '63.10', 'Računalna infrastruktura, obrada podataka'],
      ['58.29', 'Izdavanje ostalog softvera', '58.29', 'Izdavanje ostalog softvera'],
      ['58.29', 'Izdavanje ostalog softvera', '62.10', 'Računalno programiranje'],
    ])
    const first = await importFile(Buffer.from(table), 'nkd2007-nkd2025.csv', {
      kind: 'correspondence',
    })
    expect(first).toMatchObject({ rowCount: 6, created: 6, unchanged: 0 })
    const again = await importFile(Buffer.from(table), 'nkd2007-nkd2025-2.csv', {
      kind: 'correspondence',
    })
    expect(again).toMatchObject({ created: 0, unchanged: 6 })

    expect(await correspondingCodes(payload, 'nkd2007', '62.01')).toEqual({
      classification: 'nkd2025',
      codes: ['62.10'],
    })
    expect(await correspondingCodes(payload, 'nkd2007', '62')).toEqual({
      classification: 'nkd2025',
      codes: ['62.10', '62.20', '62.90'],
    })
    expect(await correspondingCodes(payload, 'nkd2025', '62.10')).toEqual({
      classification: 'nkd2007',
      codes: ['58.29', '62.01'],
    })
    expect(await correspondingCodes(payload, 'nkd2025', '62.10.1')).toEqual({
      classification: 'nkd2007',
      codes: ['58.29', '62.01'],
    })
    expect(await correspondingCodes(payload, 'nkd2007', '01.11')).toEqual({
      classification: 'nkd2025',
      codes: [],
    })
  })
})

describe('activity code suggestions over HTTP', () => {
  it('suggests codes by their start and by words of their names, in the page’s language', async () => {
    await importFile(
      Buffer.from(
        csv([
          ['Šifra', 'Naziv'],
          ['62', 'Računalno programiranje, savjetovanje i djelatnosti povezane s njima'],
          ['62.0', 'Računalno programiranje, savjetovanje i djelatnosti povezane s njima'],
          ['62.01', 'Računalno programiranje'],
          [
            '10.71',
            'Proizvodnja kruha; proizvodnja svježih peciva, slastičarskih proizvoda i kolača',
          ],
        ]),
      ),
      'nkd2007-hr.csv',
      { kind: 'codes', classification: 'nkd2007', language: 'hr' },
    )
    await importFile(
      Buffer.from(
        csv([
          ['Code', 'Description'],
          ['62.01', 'Computer programming activities'],
          ['10.71', 'Manufacture of bread; manufacture of fresh pastry goods and cakes'],
        ]),
      ),
      'nace-rev2-en.csv',
      { kind: 'codes', classification: 'nkd2007', language: 'en' },
    )
    await payload.update({
      collection: 'activity-codes',
      where: { and: [{ classification: { equals: 'nkd2007' } }, { code: { equals: '10.71' } }] },
      data: { keywords: 'pekara, bakery, Bäckerei' },
      overrideAccess: true,
      context,
    })
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + 60_000) // past the index's trust time
    await activityCodeIndex(payload)
    vi.restoreAllMocks()

    const server = await serveApi(payload)
    const suggest = async (query: string) => {
      const response = await fetch(`${server.url}/api/activity-code-suggestions?${query}`)
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    }
    try {
      const codes = (body: Record<string, unknown>) =>
        (body.suggestions as { code: string; classification: string }[]).map(
          (item) => `${item.classification}:${item.code}`,
        )
      expect(codes((await suggest('q=62&locale=hr')).body)).toEqual([
        'nkd2007:62',
        'nkd2007:62.0',
        'nkd2007:62.01',
      ])
      const programming = await suggest('q=programiranje&locale=en')
      expect(programming.status).toBe(200)
      expect((programming.body.suggestions as unknown[])[0]).toEqual({
        classification: 'nkd2007',
        code: '62.01',
        level: 'class',
        name: 'Computer programming activities',
      })
      expect((await suggest('q=bakery&locale=hr')).body.suggestions).toEqual([
        {
          classification: 'nkd2007',
          code: '10.71',
          level: 'class',
          name: 'Proizvodnja kruha; proizvodnja svježih peciva, slastičarskih proizvoda i kolača',
        },
      ])
      const empty = await suggest('q=%20&locale=de')
      expect(empty).toEqual({
        status: 400,
        body: { error: expect.stringMatching(/Tätigkeitscode/) },
      })
      expect((await suggest(`q=${'a'.repeat(101)}&locale=en`)).status).toBe(400)
      expect((await suggest('q=62&locale=fr')).status).toBe(400)
    } finally {
      await server.close()
    }
  })
})
