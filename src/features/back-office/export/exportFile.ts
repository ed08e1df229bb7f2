import { stringify } from 'csv-stringify/sync'
import ExcelJS from 'exceljs'

import type { Cell, ExportTable } from './exportTable'
import { zagrebText, zagrebWallClock } from './zagrebTime'

export const exportFormats = ['csv', 'xlsx'] as const
export type ExportFormat = (typeof exportFormats)[number]

export type ExportFile = { body: Uint8Array; type: string; name: string }

const textOf = (cell: Cell): string | number =>
  cell === null ? '' : typeof cell === 'object' ? zagrebText(cell.at, cell.dayOnly) : cell

/** A file name's word for the list ("Upiti" → "upiti", "Rezervacije" → "rezervacije"). */
const fileWord = (title: string) =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'export'

/**
 * The table as a file: CSV (UTF-8 with a byte order mark, so that Excel reads č ć đ š ž; the
 * column separator Excel expects in the admin's language: a semicolon in Croatian and German,
 * a comma in English; a text cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return
 * gets a leading `'`, so that a spreadsheet shows a visitor's `=HYPERLINK(…)` as text instead of
 * running it) or XLSX (dates as date cells in Zagreb time, the header row bold, fixed
 * and filterable). Named after the list and the day (`upiti-2026-11-27.xlsx`).
 */
export async function exportFile(
  table: ExportTable,
  format: ExportFormat,
  language: 'hr' | 'en' | 'de',
  day: string,
): Promise<ExportFile> {
  const name = `${fileWord(table.title)}-${day}.${format}`
  if (format === 'csv') {
    const delimiter = language === 'en' ? ',' : ';'
    const text = stringify([table.headers, ...table.rows.map((row) => row.map(textOf))], {
      delimiter,
      escape_formulas: true,
    })
    return {
      body: new TextEncoder().encode(`\uFEFF${text}`),
      type: 'text/csv; charset=utf-8',
      name,
    }
  }
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet(table.title.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  })
  sheet.addRow(table.headers).font = { bold: true }
  for (const row of table.rows) {
    const added = sheet.addRow(
      row.map((cell) =>
        cell !== null && typeof cell === 'object' ? zagrebWallClock(cell.at, cell.dayOnly) : cell,
      ),
    )
    row.forEach((cell, index) => {
      if (cell !== null && typeof cell === 'object') {
        added.getCell(index + 1).numFmt = cell.dayOnly ? 'yyyy-mm-dd' : 'yyyy-mm-dd hh:mm'
      }
    })
  }
  table.headers.forEach((header, index) => {
    const longest = Math.max(
      header.length,
      ...table.rows.slice(0, 200).map((row) => String(textOf(row[index] ?? null)).length),
    )
    sheet.getColumn(index + 1).width = Math.min(60, Math.max(10, longest + 2))
  })
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.headers.length } }
  const buffer = await workbook.xlsx.writeBuffer()
  return {
    body: new Uint8Array(buffer as ArrayBuffer),
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    name,
  }
}
