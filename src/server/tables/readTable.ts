import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'

/**
 * The rows of an uploaded table, every cell as text: the first sheet of an XLSX workbook, or a
 * CSV file (comma, semicolon or tab separated; UTF-8, or Windows-1250 as Croatian offices often
 * export). Row i of the result is line i + 1 of the file (for CSV, of its records).
 */
export async function readTable(data: Buffer, fileName: string): Promise<string[][]> {
  if (isXlsx(data, fileName)) return readXlsx(data)
  return readCsv(decodeText(data))
}

export class UnreadableTableError extends Error {}

const isXlsx = (data: Buffer, fileName: string) =>
  /\.xlsx$/i.test(fileName) || (data[0] === 0x50 && data[1] === 0x4b)

async function readXlsx(data: Buffer): Promise<string[][]> {
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

function readCsv(text: string): string[][] {
  try {
    return parse(text, {
      bom: true,
      delimiter: separator(text.replace(/^\uFEFF/, '')),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    }) as string[][]
  } catch {
    throw new UnreadableTableError('not a CSV file')
  }
}
