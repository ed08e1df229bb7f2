import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { applyImport } from '@/features/call-imports/applyImport'
import { exportCatalogue } from '@/features/call-imports/exportCalls'
import { findCallHistory } from '@/features/funding-calls/fundingCalls'
import { readTable } from '@/server/tables/readTable'

import { deleteAll, getTestPayload } from './payload'

let payload: Payload
let source: number
let programme: number
const context = { disableRevalidate: true }

/** A portal's export: its own headers, which the source's saved mapping names. */
const header = [
  'Šifra poziva',
  'Naziv',
  'Sažetak',
  'Program',
  'Otvaranje',
  'Rok',
  'Iznos od',
  'Iznos do',
  'Županije',
  'NKD',
  'Prijavitelji',
  'Poveznica',
]
const mapping = [
  { column: 'Šifra poziva', field: 'externalId' },
  { column: 'Naziv', field: 'fundName.hr' },
  { column: 'Sažetak', field: 'shortDescription.hr' },
  { column: 'Program', field: 'programme' },
  { column: 'Otvaranje', field: 'opensAt' },
  { column: 'Rok', field: 'deadline' },
  { column: 'Iznos od', field: 'amountMin' },
  { column: 'Iznos do', field: 'amountMax' },
  { column: 'Županije', field: 'counties' },
  { column: 'NKD', field: 'nkd2007' },
  { column: 'Prijavitelji', field: 'applicantTypes' },
  { column: 'Poveznica', field: 'sourceUrl' },
] as const

const countyNames = ['Splitsko-dalmatinska županija', 'Grad Zagreb', 'Istarska', 'cijela Hrvatska']

/**
 * `count` rows of calls; every 20th row is bad in one of three ways, in turn: an unknown
 * county, a malformed activity code, a deadline before the opening. `deadlineShift` moves the
 * deadlines of the rows it names by a month (a changed call).
 */
function callRows(count: number, deadlineShift: Set<number> = new Set()) {
  const rows: string[][] = []
  for (let n = 1; n <= count; n++) {
    const bad = n % 20 === 0 ? (n / 20) % 3 : -1
    const month = deadlineShift.has(n) ? 7 : 6
    rows.push([
      `POZ-${String(n).padStart(5, '0')}`,
      `Poziv za potpore malim poduzećima br. ${n}`,
      'Bespovratna sredstva za nabavu opreme i digitalizaciju poslovanja.',
      'Konkurentnost i kohezija 2021.–2027.',
      bad === 2 ? '1.8.2027.' : '1.3.2027.',
      `30.${month}.2027.`,
      '15.000,00',
      n % 2 ? '150.000,00' : '200.000,00',
      bad === 0 ? 'Atlantida' : countyNames[n % countyNames.length]!,
      bad === 1 ? '62-01' : n % 3 ? '62.01; 62.02' : '10.71',
      'mikro; mala poduzeća',
      `https://fondovieu.gov.hr/pozivi/${n}`,
    ])
  }
  return rows
}

const csvOf = (rows: string[][]) =>
  Buffer.from(
    [header, ...rows]
      .map((row) => row.map((cell) => (/[;"\n]/.test(cell) ? `"${cell}"` : cell)).join(';'))
      .join('\r\n'),
  )

async function xlsxOf(rows: string[][]) {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Pozivi')
  for (const row of [header, ...rows]) sheet.addRow(row)
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

/** Uploads a file as an editor would in /admin, and returns the stored preview. */
async function upload(data: Buffer, name: string, sourceId = source) {
  const mimetype = name.endsWith('.xlsx')
    ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    : name.endsWith('.json')
      ? 'application/json'
      : 'text/csv'
  return payload.create({
    collection: 'call-imports',
    data: { source: sourceId },
    file: { data, name, mimetype, size: data.length },
    overrideAccess: true,
    context,
  })
}

/** The calls of the test's source, by their id in the source. */
async function sourceCalls(sourceId = source) {
  const found = await payload.find({
    collection: 'funding-calls',
    where: { importSource: { equals: sourceId } },
    pagination: false,
    depth: 0,
    locale: 'hr',
  })
  return new Map(found.docs.map((doc) => [doc.externalId!, doc]))
}

const versionCount = async () =>
  (await payload.countVersions({ collection: 'funding-calls' })).totalDocs

beforeAll(async () => {
  payload = await getTestPayload()
  await deleteAll(payload, 'call-imports')
  await deleteAll(payload, 'call-import-sources')
  programme = (
    await payload.create({
      collection: 'programmes',
      data: { name: 'Konkurentnost i kohezija 2021.–2027.', kind: 'eu' },
      locale: 'hr',
      context,
    })
  ).id
  source = (
    await payload.create({
      collection: 'call-import-sources',
      data: { name: 'Portal fondovi (test)', mapping: [...mapping] },
      context,
    })
  ).id
})

afterAll(async () => {
  await payload.delete({
    collection: 'funding-calls',
    where: { importSource: { exists: true } },
    overrideAccess: true,
    context,
  })
  await deleteAll(payload, 'call-imports')
  await deleteAll(payload, 'call-import-sources')
  await payload.delete({ collection: 'programmes', id: programme, context })
})

describe('importing calls from a source file', () => {
  const rows = callRows(2000)

  it('previews a 2,000-row file with exact counts and a reason for each bad line', async () => {
    const before = await versionCount()
    const preview = await upload(csvOf(rows), 'pozivi.csv')
    expect(preview).toMatchObject({
      status: 'previewed',
      rowCount: 2000,
      created: 1900,
      changed: 0,
      unchanged: 0,
      rejected: 100,
    })
    const report = preview.report as {
      line: number
      id: string
      outcome: string
      reasons?: string[]
    }[]
    expect(report.find((entry) => entry.id === 'POZ-00020')).toEqual({
      line: 21,
      id: 'POZ-00020',
      outcome: 'rejected',
      reasons: ['„62-01” nije šifra djelatnosti (odjeljak 62, skupina 62.0 ili razred 62.01).'],
    })
    expect(report.find((entry) => entry.id === 'POZ-00040')?.reasons).toEqual([
      'rok prijave je prije datuma otvaranja (2027-08-01 > 2027-06-30).',
    ])
    expect(report.find((entry) => entry.id === 'POZ-00060')?.reasons).toEqual([
      'nepoznata županija „Atlantida”.',
    ])
    // A dry run: the catalogue is untouched.
    expect((await sourceCalls()).size).toBe(0)
    expect(await versionCount()).toBe(before)
  })

  it('reads the same rows from XLSX as from CSV', async () => {
    const sample = callRows(60)
    const fromCsv = await upload(csvOf(sample), 'uzorak.csv')
    const fromXlsx = await upload(await xlsxOf(sample), 'uzorak.xlsx')
    const keep = ({
      rowCount,
      created,
      changed,
      unchanged,
      rejected,
      report,
      rows: stored,
    }: typeof fromCsv) => ({
      rowCount,
      created,
      changed,
      unchanged,
      rejected,
      report,
      rows: stored,
    })
    expect(keep(fromXlsx)).toEqual(keep(fromCsv))
    expect(fromCsv.rejected).toBe(3)
  })

  it('applies the good rows at once, and a second import of the file changes nothing', async () => {
    const preview = await upload(csvOf(rows), 'pozivi.csv')
    const counts = await applyImport(payload, preview.id)
    expect(counts).toEqual({ created: 1900, changed: 0, unchanged: 0 })
    const calls = await sourceCalls()
    expect(calls.size).toBe(1900)
    expect(calls.get('POZ-00001')).toMatchObject({
      fundName: 'Poziv za potpore malim poduzećima br. 1',
      programme,
      amountMin: 15000,
      amountMax: 150000,
      counties: ['grad-zagreb'],
      applicantTypes: ['micro', 'small'],
      sourceUrl: 'https://fondovieu.gov.hr/pozivi/1',
      nkdCodes: [
        expect.objectContaining({ classification: 'nkd2007', code: '62.01' }),
        expect.objectContaining({ classification: 'nkd2007', code: '62.02' }),
      ],
    })
    // "cijela Hrvatska": every county.
    expect(calls.get('POZ-00003')?.counties).toEqual([])
    expect(calls.has('POZ-00020')).toBe(false)
    expect((await payload.findByID({ collection: 'call-imports', id: preview.id })).status).toBe(
      'applied',
    )

    const versions = await versionCount()
    const again = await upload(csvOf(rows), 'pozivi.csv')
    expect(again).toMatchObject({ created: 0, changed: 0, unchanged: 1900, rejected: 100 })
    expect(await applyImport(payload, again.id)).toEqual({
      created: 0,
      changed: 0,
      unchanged: 1900,
    })
    expect(await versionCount()).toBe(versions)
    const after = await sourceCalls()
    expect(after.get('POZ-00001')?.updatedAt).toBe(calls.get('POZ-00001')?.updatedAt)
    // 1,900 calls created, then compared again: about 40 s, and 60 to 70 s on slow disks.
  }, 180_000)

  it('updates a changed call, which shows in its change history', async () => {
    const preview = await upload(csvOf(callRows(2000, new Set([1, 2, 3]))), 'pozivi-izmjena.csv')
    expect(preview).toMatchObject({ created: 0, changed: 3, unchanged: 1897, rejected: 100 })
    const report = preview.report as { id: string; outcome: string; fields?: string[] }[]
    expect(report.find((entry) => entry.id === 'POZ-00002')).toMatchObject({
      outcome: 'changed',
      fields: ['deadline'],
    })
    await applyImport(payload, preview.id)
    const call = (await sourceCalls()).get('POZ-00002')!
    expect(call.deadline?.slice(0, 10)).toBe('2027-07-30')
    const history = await findCallHistory(payload, 'hr', call.id)
    expect(history[0]?.changes).toEqual([
      { field: 'deadline', from: '2027-06-30T12:00:00.000Z', to: '2027-07-30T12:00:00.000Z' },
    ])
  })

  it('writes nothing when applying fails half-way', async () => {
    const shifted = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    const more = [
      ...callRows(2000, shifted),
      ...callRows(30).map((row, n) => [`NOVI-${n}`, ...row.slice(1)]),
    ]
    const preview = await upload(csvOf(more), 'pozivi-prekid.csv')
    // Calls 1 to 3 moved to July already; the 30 new rows have one bad one.
    expect(preview).toMatchObject({ created: 29, changed: 7 })
    const before = await sourceCalls()
    const versions = await versionCount()
    await expect(
      applyImport(payload, preview.id, {
        beforeRow: (index) => {
          // After the seven changes and ten of the new calls.
          if (index === 1910) throw new Error('the server stopped')
        },
      }),
    ).rejects.toThrow('the server stopped')
    const after = await sourceCalls()
    expect(after.size).toBe(before.size)
    expect(after.get('POZ-00005')?.deadline).toBe(before.get('POZ-00005')?.deadline)
    expect(await versionCount()).toBe(versions)
    expect((await payload.findByID({ collection: 'call-imports', id: preview.id })).status).toBe(
      'previewed',
    )
  })

  it('gives a copy of an imported call made in /admin no source', async () => {
    const call = (await sourceCalls()).get('POZ-00001')!
    const copy = await payload.duplicate({ collection: 'funding-calls', id: call.id, context })
    expect(copy).toMatchObject({ fundName: call.fundName, importSource: null, externalId: null })
    await payload.delete({ collection: 'funding-calls', id: copy.id, context })
  })

  it('refuses a file without an id column, saying what it looks for', async () => {
    await expect(
      upload(Buffer.from('Naziv;Rok\nPoziv;1.3.2027.\n'), 'bez-oznake.csv'),
    ).rejects.toMatchObject({
      status: 400,
      data: {
        errors: [
          expect.objectContaining({ path: 'file', message: expect.stringMatching(/external_id/) }),
        ],
      },
    })
  })

  it('exports the catalogue in a form that imports back unchanged (CSV, XLSX, JSON)', async () => {
    const mine = await sourceCalls()
    for (const format of ['csv', 'xlsx', 'json'] as const) {
      const file = await exportCatalogue(payload, format, '2026-11-26')
      expect(file.name).toBe(`natjecaji-2026-11-26.${format}`)
      // The export's own headers need no mapping: a source without one reads it.
      const other = await payload.create({
        collection: 'call-import-sources',
        data: { name: `Izvoz ${format}` },
        context,
      })
      const preview = await upload(Buffer.from(file.body), file.name, other.id)
      const report = preview.report as { id: string; outcome: string }[]
      expect(report.filter((entry) => entry.outcome === 'rejected')).toEqual([])
      expect(report.filter((entry) => mine.has(entry.id)).length).toBe(mine.size)
      if (format === 'json') {
        const items = JSON.parse(Buffer.from(file.body).toString('utf8')) as Record<
          string,
          unknown
        >[]
        expect(items.find((item) => item.external_id === 'POZ-00001')).toMatchObject({
          name_hr: 'Poziv za potpore malim poduzećima br. 1',
          deadline: '2027-07-30',
          counties: ['grad-zagreb'],
          nkd_2007: ['62.01', '62.02'],
          programme: 'Konkurentnost i kohezija 2021.–2027.',
        })
      }
    }
  })
  it('exports a title that looks like a formula as text, and reads it back as it was (finding 2)', async () => {
    const title = '=HYPERLINK("http://zlo.example","Prijava")'
    const call = await payload.create({
      collection: 'funding-calls',
      data: {
        fundName: title,
        shortDescription: "+cmd|' /C calc'!A0",
        deadline: '2099-06-30T10:00:00.000Z',
      } as never,
      overrideAccess: true,
      context,
    })
    try {
      const file = await exportCatalogue(payload, 'csv', '2026-11-28')
      const rows = parse(Buffer.from(file.body).toString('utf8'), { bom: true }) as string[][]
      const [headers, ...lines] = rows
      const line = lines.find((cells) => cells[0] === `call-${call.id}`)!
      expect(line[headers!.indexOf('name_hr')]).toBe(`'${title}`)
      expect(line[headers!.indexOf('summary_hr')]).toBe("'+cmd|' /C calc'!A0")
      const read = await readTable(Buffer.from(file.body), file.name)
      const back = read.find((cells) => cells[0] === `call-${call.id}`)!
      expect(back[read[0]!.indexOf('name_hr')]).toBe(title)
    } finally {
      await payload.delete({
        collection: 'funding-calls',
        id: call.id,
        overrideAccess: true,
        context,
      })
    }
  })
})
