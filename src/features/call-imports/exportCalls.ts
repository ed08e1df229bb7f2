import { stringify } from 'csv-stringify/sync'
import ExcelJS from 'exceljs'
import type { Payload } from 'payload'

import { storedValues } from './existingCalls'
import { exportColumns, importFields, type ImportField } from './rules/importFields'

export const exportFormats = ['csv', 'xlsx', 'json'] as const
export type ExportFormat = (typeof exportFormats)[number]

type Cell = string | number | string[] | null

/**
 * Every call of the catalogue with the columns an import reads (exportColumns): a file exported
 * here imports into another catalogue, or back into this one, unchanged. A call keeps the id its
 * source gave it; a call written in /admin is exported under its own id.
 */
async function exportRows(payload: Payload): Promise<Record<ImportField, Cell>[]> {
  const [calls, programmes] = await Promise.all([
    payload.find({
      collection: 'funding-calls',
      locale: 'all',
      depth: 0,
      pagination: false,
      overrideAccess: true,
      sort: 'id',
    }),
    payload.find({
      collection: 'programmes',
      locale: 'hr',
      depth: 0,
      pagination: false,
      overrideAccess: true,
    }),
  ])
  const programmeName = new Map(programmes.docs.map((doc) => [doc.id, doc.name]))
  return calls.docs.map((doc) => {
    const values = storedValues(doc as never)
    const call = doc as { id: number; externalId?: string | null }
    return {
      externalId: call.externalId ?? `call-${call.id}`,
      'fundName.hr': values.fundName.hr,
      'fundName.en': values.fundName.en,
      'fundName.de': values.fundName.de,
      'shortDescription.hr': values.shortDescription.hr,
      'shortDescription.en': values.shortDescription.en,
      'shortDescription.de': values.shortDescription.de,
      'fullDescription.hr': values.fullDescription.hr,
      'fullDescription.en': values.fullDescription.en,
      'fullDescription.de': values.fullDescription.de,
      'amountNote.hr': values.amountNote.hr,
      programme: values.programme === null ? null : (programmeName.get(values.programme) ?? null),
      opensAt: values.opensAt,
      deadline: values.deadline,
      amountMin: values.amountMin,
      amountMax: values.amountMax,
      aidIntensityMax: values.aidIntensityMax,
      applicantTypes: values.applicantTypes,
      counties: values.counties,
      nkd2007: values.nkd2007,
      nkd2025: values.nkd2025,
      sourceUrl: values.sourceUrl,
    }
  })
}

const flat = (value: Cell): string | number =>
  value === null ? '' : Array.isArray(value) ? value.join('; ') : value

/** The catalogue as a file: its bytes, media type and file name. */
export async function exportCatalogue(
  payload: Payload,
  format: ExportFormat,
  day: string,
): Promise<{ body: Uint8Array; type: string; name: string }> {
  const rows = await exportRows(payload)
  const headers = importFields.map((field) => exportColumns[field])
  const name = `natjecaji-${day}.${format}`
  if (format === 'json') {
    const items = rows.map((row) =>
      Object.fromEntries(importFields.map((field) => [exportColumns[field], row[field]])),
    )
    return {
      body: new TextEncoder().encode(JSON.stringify(items, null, 2)),
      type: 'application/json; charset=utf-8',
      name,
    }
  }
  const table = rows.map((row) => importFields.map((field) => flat(row[field])))
  if (format === 'csv') {
    // With a byte order mark, so that Excel opens the Croatian letters right; formulas escaped
    // (a leading `'`, which reading the file back takes off: src/server/tables/readTable.ts).
    const text = '\uFEFF' + stringify([headers, ...table], { escape_formulas: true })
    return { body: new TextEncoder().encode(text), type: 'text/csv; charset=utf-8', name }
  }
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Natječaji')
  sheet.addRow(headers)
  for (const row of table) sheet.addRow(row)
  sheet.getRow(1).font = { bold: true }
  const buffer = await workbook.xlsx.writeBuffer()
  return {
    body: new Uint8Array(buffer as ArrayBuffer),
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    name,
  }
}
