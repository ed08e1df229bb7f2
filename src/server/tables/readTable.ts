import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'

import { localizedMessage } from '@/fields/localizedMessage'

import { BrokenZipError, checkZip, ZipTooLargeError } from './zipLimits'

/**
 * The rows of an uploaded table, every cell as text: the first sheet of an XLSX workbook, or a
 * CSV file (comma, semicolon or tab separated; UTF-8, or Windows-1250 as Croatian offices often
 * export). Row i of the result is line i + 1 of the file (for CSV, of its records).
 */
export async function readTable(data: Buffer, fileName: string): Promise<string[][]> {
  const rows = isXlsx(data, fileName) ? await readXlsx(data) : readCsv(decodeText(data))
  checkCells(rows)
  return rows
}

export class UnreadableTableError extends Error {}

/** A table past what an import reads (tableLimits); a kind of unreadable table. */
export class TableTooLargeError extends UnreadableTableError {}

/**
 * What an uploaded table may hold: what an XLSX workbook unpacks to (its archive checked before
 * it is parsed), its cells, and one cell's text (Excel's own limit).
 */
export const tableLimits = {
  unpackedBytes: 30 * 1024 * 1024,
  archiveMembers: 500,
  cells: 500_000,
  cellCharacters: 32_767,
}

/** Throws TableTooLargeError for rows past tableLimits (any table, a JSON file's included). */
export /** What an editor reads when an upload is past tableLimits. */
const tooLargeTableMessage = localizedMessage({
  hr: 'Datoteka je prevelika za uvoz: smije imati najviše 500.000 ćelija, ćeliju do 32.767 znakova i raspakirana najviše 30 MB.',
  en: 'The file is too large to import: at most 500,000 cells, 32,767 characters in a cell and 30 MB unpacked.',
  de: 'Die Datei ist für den Import zu groß: höchstens 500.000 Zellen, 32.767 Zeichen pro Zelle und entpackt 30 MB.',
})

/** Throws TableTooLargeError for rows past tableLimits (any table, a JSON file's included). */
export function checkCells(rows: string[][]) {
  let cells = 0
  for (const row of rows) {
    cells += row.length
    if (cells > tableLimits.cells) throw new TableTooLargeError('too many cells')
    for (const cell of row) {
      if (cell.length > tableLimits.cellCharacters) throw new TableTooLargeError('cell too long')
    }
  }
}

const isXlsx = (data: Buffer, fileName: string) =>
  /\.xlsx$/i.test(fileName) || (data[0] === 0x50 && data[1] === 0x4b)

async function readXlsx(data: Buffer): Promise<string[][]> {
  try {
    checkZip(data, {
      unpackedBytes: tableLimits.unpackedBytes,
      entries: tableLimits.archiveMembers,
    })
  } catch (error) {
    if (error instanceof ZipTooLargeError) throw new TableTooLargeError(error.message)
    if (error instanceof BrokenZipError) throw new UnreadableTableError('not an XLSX workbook')
    throw error
  }
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer)
  } catch {
    throw new UnreadableTableError('not an XLSX workbook')
  }
  const sheet = workbook.worksheets[0]
  if (!sheet) return []
  const rows: string[][] = []
  for (let number = 1; number <= sheet.rowCount; number++) {
    const row = sheet.getRow(number)
    const cells: string[] = []
    for (let column = 1; column <= row.cellCount; column++) {
      cells.push(cellText(row.getCell(column)))
    }
    rows.push(cells)
  }
  return rows
}

/** A cell as the sheet shows it: codes typed as numbers keep their digits ("1.1" stays "1.1"). */
function cellText(cell: ExcelJS.Cell): string {
  const { value } = cell
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return cell.text || String(value)
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value === 'object' && 'richText' in value) {
    return value.richText.map((part) => part.text).join('')
  }
  if (typeof value === 'object' && 'result' in value) return String(value.result ?? '')
  return cell.text ?? String(value)
}

function decodeText(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data)
  } catch {
    return new TextDecoder('windows-1250').decode(data)
  }
}

/** The separator of the header line: the one of `;`, `,` and tab it has most of. */
function separator(text: string): string {
  const first = text.split(/\r?\n/, 1)[0] ?? ''
  const counts = [';', ',', '\t'].map((mark) => [mark, first.split(mark).length] as const)
  return counts.sort((a, b) => b[1] - a[1])[0]![0]
}

/**
 * A cell the site's own CSV export escaped (`'=…`, so that a spreadsheet does not run it) reads
 * as it was written.
 */
const unescapeFormula = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell)

function readCsv(text: string): string[][] {
  try {
    const rows = parse(text, {
      bom: true,
      delimiter: separator(text.replace(/^\uFEFF/, '')),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    }) as string[][]
    return rows.map((row) => row.map(unescapeFormula))
  } catch {
    throw new UnreadableTableError('not a CSV file')
  }
}
