import { hasForbiddenCharacters } from '@/forms/text'
import { fold } from '@/lib/fold'

import { normaliseCode, type CodeLevel } from './codes'

/**
 * Reading the official lists of activity codes, as the statistics offices publish them (a
 * spreadsheet or CSV with a header row, in one language: DZS in Croatian, Eurostat and Destatis
 * in English and German), and their correspondence tables (one column per version). The cells
 * arrive as text; a line number is the row's number in the file (1 for the first row).
 */

export type CodeRow = {
  line: number
  code: string
  level: CodeLevel
  name: string
  parent: string | null
}
export type LinkRow = { line: number; from: string; to: string }

export type TableProblem =
  | { line: number; kind: 'header' }
  | { line: number; kind: 'code'; value: string }
  | { line: number; kind: 'name' }
  | { line: number; kind: 'characters'; value: string }
  | { line: number; kind: 'duplicate'; value: string; first: number }
  | { line: number; kind: 'tooMany' }

/** At most this many rows per file (a classification has about 1,000 codes per language). */
export const maxTableRows = 20_000
export const maxNameLength = 400

/** A header as compared: folded, words and version numbers only ("NKD 2007." → "nkd 2007"). */
const headerText = (text: string) =>
  fold(text)
    .replace(/[^a-z0-9.]+/g, ' ')
    .replace(/\.(?!\d)|(?<!\d)\./g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

const codeHeaders = new Set(['code', 'kod', 'sifra', 'oznaka', 'sifra djelatnosti', 'nace code'])
const nameHeaders = new Set([
  'description',
  'name',
  'heading',
  'title',
  'naziv',
  'opis',
  'naziv djelatnosti',
  'bezeichnung',
  'titel',
  'beschreibung',
])
const parentHeaders = new Set(['parent', 'parent code', 'nadredeni', 'nadredena', 'ubergeordnet'])

/** The first of the first ten rows where every column `find` looks for is present. */
function headerRow<T>(rows: string[][], find: (header: string[]) => T | null) {
  for (let index = 0; index < Math.min(rows.length, 10); index++) {
    const found = find(rows[index]!.map((cell) => headerText(cell ?? '')))
    if (found) return { index, columns: found }
  }
  return null
}

const isBlank = (row: string[]) => row.every((cell) => !cell || !cell.trim())

/**
 * The rows below the header that hold something, with their line numbers; past `maxTableRows`
 * of them it notes the problem and stops.
 */
function* dataRows(rows: string[][], headerIndex: number, problems: TableProblem[]) {
  let count = 0
  for (let index = headerIndex + 1; index < rows.length; index++) {
    const row = rows[index]!
    if (isBlank(row)) continue
    if (count++ >= maxTableRows) {
      problems.push({ line: index + 1, kind: 'tooMany' })
      return
    }
    yield { row, line: index + 1 }
  }
}

/** The codes and names of a file of one classification in one language, or its problems. */
export function readCodeTable(rows: string[][]): { rows: CodeRow[]; problems: TableProblem[] } {
  const header = headerRow(rows, (cells) => {
    const code = cells.findIndex((cell) => codeHeaders.has(cell))
    const name = cells.findIndex((cell) => nameHeaders.has(cell))
    if (code < 0 || name < 0) return null
    return { code, name, parent: cells.findIndex((cell) => parentHeaders.has(cell)) }
  })
  if (!header) return { rows: [], problems: [{ line: 1, kind: 'header' }] }
  const { code: codeAt, name: nameAt, parent: parentAt } = header.columns
  const out: CodeRow[] = []
  const problems: TableProblem[] = []
  const firstLine = new Map<string, number>()
  const columnName = (at: number) => (rows[header.index]![at] ?? '').trim()
  for (const { row, line } of dataRows(rows, header.index, problems)) {
    // The text rule of every field (src/forms/text.ts) for the cells read: line breaks and tabs
    // pass (a name's whitespace is folded to single spaces), other controls do not.
    const unsafe = [codeAt, nameAt, parentAt].find(
      (at) => at >= 0 && hasForbiddenCharacters(row[at] ?? '', { multiline: true }),
    )
    if (unsafe !== undefined) {
      problems.push({ line, kind: 'characters', value: columnName(unsafe) })
      continue
    }
    const rawCode = (row[codeAt] ?? '').trim()
    const code = normaliseCode(rawCode)
    if (!code) {
      problems.push({ line, kind: 'code', value: rawCode })
      continue
    }
    const name = (row[nameAt] ?? '').replace(/\s+/g, ' ').trim()
    if (!name || name.length > maxNameLength) {
      problems.push({ line, kind: 'name' })
      continue
    }
    const seen = firstLine.get(code.code)
    if (seen !== undefined) {
      problems.push({ line, kind: 'duplicate', value: code.code, first: seen })
      continue
    }
    firstLine.set(code.code, line)
    const rawParent = parentAt >= 0 ? (row[parentAt] ?? '').trim() : ''
    const parent = rawParent ? normaliseCode(rawParent) : null
    if (rawParent && !parent) {
      problems.push({ line, kind: 'code', value: rawParent })
      continue
    }
    out.push({ line, code: code.code, level: code.level, name, parent: parent?.code ?? null })
  }
  return { rows: out, problems }
}

/** The column of the older version (NKD 2007, NACE Rev. 2) and of the newer (2025, Rev. 2.1). */
function versionColumns(cells: string[]) {
  const older = cells.findIndex(
    (cell) => /\b2007\b/.test(cell) || (/\brev 2\b/.test(cell) && !/\b2\.1\b/.test(cell)),
  )
  const newer = cells.findIndex((cell) => /\b2025\b/.test(cell) || /\brev 2\.1\b/.test(cell))
  return older >= 0 && newer >= 0 && older !== newer ? { older, newer } : null
}

/**
 * The pairs of a correspondence table between NKD 2007 and NKD 2025 (one row per pair; a code
 * that was split or merged appears on several rows), or its problems.
 */
export function readLinkTable(rows: string[][]): { rows: LinkRow[]; problems: TableProblem[] } {
  const header = headerRow(rows, versionColumns)
  if (!header) return { rows: [], problems: [{ line: 1, kind: 'header' }] }
  const { older, newer } = header.columns
  const out: LinkRow[] = []
  const problems: TableProblem[] = []
  const seen = new Set<string>()
  for (const { row, line } of dataRows(rows, header.index, problems)) {
    const [rawFrom, rawTo] = [(row[older] ?? '').trim(), (row[newer] ?? '').trim()]
    const from = normaliseCode(rawFrom)
    const to = normaliseCode(rawTo)
    if (!from || !to) {
      problems.push({ line, kind: 'code', value: from ? rawTo : rawFrom })
      continue
    }
    const key = `${from.code}>${to.code}`
    if (seen.has(key)) continue
    seen.add(key)
    out.push({ line, from: from.code, to: to.code })
  }
  return { rows: out, problems }
}
