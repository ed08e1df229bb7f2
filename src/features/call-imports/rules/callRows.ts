import { hasForbiddenCharacters } from '@/forms/text'

import { exportColumns, importFields, isImportField, type ImportField } from './importFields'
import { foldName, readAmount, readDay, readList, readUrl } from './values'

const languages = ['hr', 'en', 'de'] as const
type Language = (typeof languages)[number]
type Texts = Partial<Record<Language, string | null>>

/**
 * One call as a row of an import gives it. A field is undefined when the file has no column for
 * it (the call keeps what it has), null or empty when the cell is empty (the value is cleared).
 */
export type CallRow = {
  line: number
  externalId: string
  fundName: Texts
  shortDescription: Texts
  fullDescription: Texts
  amountNote: Texts
  /** The programme's id, found by its name. */
  programme?: number | null
  opensAt?: string | null
  deadline?: string | null
  amountMin?: number | null
  amountMax?: number | null
  aidIntensityMax?: number | null
  applicantTypes?: string[]
  counties?: string[]
  nkd2007?: string[]
  nkd2025?: string[]
  sourceUrl?: string | null
}

/** Why a row cannot be imported; `line` is the row's line in the file (its item in JSON). */
export type RowProblem = {
  line: number
  kind:
    | 'missingId'
    | 'badCharacters'
    | 'duplicateId'
    | 'missingName'
    | 'missingSummary'
    | 'tooLong'
    | 'badDate'
    | 'deadlineBeforeOpening'
    | 'badAmount'
    | 'amountOrder'
    | 'badIntensity'
    | 'unknownApplicant'
    | 'unknownCounty'
    | 'badCode'
    | 'badUrl'
    | 'unknownProgramme'
  /** The column (as the file names it) or the value at fault, when there is one. */
  value?: string
  /** For a duplicate id: the line that has it first. */
  firstLine?: number
  /** The row's id in the source, when it has one. */
  id?: string
}

/** Something wrong with the file as a whole (no row can be read). */
export type TableProblem =
  | { kind: 'noHeader' }
  | { kind: 'noRows' }
  | { kind: 'tooManyRows'; max: number }

/** The fixed vocabularies a row is checked against, with the names editors may write. */
export type Vocabulary = {
  /** A folded name or key ("mikro", "micro", "mikro poduzeca") → the stored key. */
  applicants: Map<string, string>
  counties: Map<string, string>
  /** Folded programme names (in any language) → the programme's id. */
  programmes: Map<string, number>
  /** True for a code a call may carry ("62", "62.0", "62.01"), after normalising. */
  normaliseCode: (raw: string) => string | null
}

export const maxImportRows = 20_000

const limits: Partial<
  Record<'fundName' | 'shortDescription' | 'fullDescription' | 'amountNote', number>
> = {
  fundName: 200,
  shortDescription: 400,
  fullDescription: 20_000,
  amountNote: 160,
}

/** Words meaning "every county" in a counties cell. */
const everywhere = new Set([
  'cijela hrvatska',
  'sve zupanije',
  'all',
  'all of croatia',
  'ganz kroatien',
  'rh',
])

const headerKey = (value: string) => value.trim().toLowerCase()

/** Columns whose cells may hold several lines: the descriptions and lists (one item a line). */
const multilineFields = new Set<ImportField>([
  'shortDescription.hr',
  'shortDescription.en',
  'shortDescription.de',
  'fullDescription.hr',
  'fullDescription.en',
  'fullDescription.de',
  'applicantTypes',
  'counties',
  'nkd2007',
  'nkd2025',
])

/**
 * Which field each column fills: the source's saved mapping first, then the site's own export
 * headers. Null when none of the first ten rows names an id column.
 */
function findHeader(
  rows: string[][],
  mapping: { column: string; field: string }[],
): { at: number; fields: (ImportField | null)[]; names: string[] } | null {
  const known = new Map<string, ImportField>()
  for (const field of importFields) known.set(headerKey(exportColumns[field]), field)
  for (const entry of mapping) {
    if (isImportField(entry.field)) known.set(headerKey(entry.column), entry.field)
  }
  for (let at = 0; at < Math.min(rows.length, 10); at++) {
    const names = rows[at]!.map((cell) => cell.trim())
    const fields = names.map((name) => known.get(headerKey(name)) ?? null)
    if (fields.includes('externalId')) return { at, fields, names }
  }
  return null
}

/**
 * The calls of an imported table (CSV or XLSX rows, or JSON objects turned into rows): each good
 * row as a CallRow, each bad one with every problem it has, by line. Pure: the caller supplies
 * the vocabularies (taxonomy names in three languages, programmes, code rules).
 */
export function readCallTable(
  rows: string[][],
  mapping: { column: string; field: string }[],
  vocabulary: Vocabulary,
): { rows: CallRow[]; problems: RowProblem[]; tableProblem: TableProblem | null } {
  const header = findHeader(rows, mapping)
  if (!header) return { rows: [], problems: [], tableProblem: { kind: 'noHeader' } }
  const body = rows.length - header.at - 1
  if (body > maxImportRows) {
    return { rows: [], problems: [], tableProblem: { kind: 'tooManyRows', max: maxImportRows } }
  }
  const good: CallRow[] = []
  const problems: RowProblem[] = []
  const seen = new Map<string, number>()
  for (let index = header.at + 1; index < rows.length; index++) {
    const cells = rows[index]!
    if (cells.every((cell) => !cell.trim())) continue
    const line = index + 1
    const read = readRow(line, cells, header, vocabulary)
    if ('problems' in read) {
      problems.push(...read.problems)
      continue
    }
    const first = seen.get(read.row.externalId)
    if (first !== undefined) {
      problems.push({
        line,
        kind: 'duplicateId',
        value: read.row.externalId,
        firstLine: first,
        id: read.row.externalId,
      })
      continue
    }
    seen.set(read.row.externalId, line)
    good.push(read.row)
  }
  const tableProblem = good.length + problems.length === 0 ? ({ kind: 'noRows' } as const) : null
  return { rows: good, problems, tableProblem }
}

type Cell = { value: string; column: string }

/** The cells of a row by the field each fills (the first column naming a field wins). */
function rowCells(
  cells: string[],
  header: { fields: (ImportField | null)[]; names: string[] },
): Map<ImportField, Cell> {
  const cell = new Map<ImportField, Cell>()
  header.fields.forEach((field, column) => {
    if (field && !cell.has(field)) {
      cell.set(field, { value: (cells[column] ?? '').trim(), column: header.names[column]! })
    }
  })
  return cell
}

/**
 * The text rule of every field (src/forms/text.ts): a cell with a control or text-direction
 * character refuses its row, naming the column; nothing else of the row is read or echoed.
 * Null when every cell is safe.
 */
function unsafeCells(line: number, cell: Map<ImportField, Cell>): RowProblem[] | null {
  const unsafe = [...cell].filter(([field, { value }]) =>
    hasForbiddenCharacters(value, { multiline: multilineFields.has(field) }),
  )
  if (unsafe.length === 0) return null
  const id = unsafe.some(([field]) => field === 'externalId')
    ? ''
    : (cell.get('externalId')?.value ?? '')
  return unsafe.map(([, { column }]) => ({
    line,
    kind: 'badCharacters' as const,
    id,
    value: column,
  }))
}

/** What the readers of a row's fields use: its cells, and where its problems go. */
type RowReader = {
  has: (field: ImportField) => boolean
  text: (field: ImportField) => string
  column: (field: ImportField) => string
  problem: (kind: RowProblem['kind'], value?: string) => void
}

/** The names, summaries, descriptions and amount notes, in each language the file has. */
function readTexts(row: CallRow, { has, text, column, problem }: RowReader) {
  for (const name of ['fundName', 'shortDescription', 'fullDescription', 'amountNote'] as const) {
    for (const language of languages) {
      const field = `${name}.${language}` as ImportField
      if (!has(field)) continue
      const value = text(field)
      if (value.length > limits[name]!) problem('tooLong', column(field))
      row[name][language] = value || null
    }
  }
  if (!row.fundName.hr) problem('missingName')
  if (!row.shortDescription.hr) problem('missingSummary')
}

/** The opening day and the deadline, the deadline not before the opening. */
function readDates(row: CallRow, { has, text, problem }: RowReader) {
  for (const field of ['opensAt', 'deadline'] as const) {
    if (!has(field)) continue
    const value = text(field)
    const day = value ? readDay(value) : null
    if (value && !day) problem('badDate', value)
    row[field] = day
  }
  if (row.opensAt && row.deadline && row.deadline < row.opensAt) {
    problem('deadlineBeforeOpening', `${row.opensAt} > ${row.deadline}`)
  }
}

/** The amounts (the minimum not above the maximum) and the aid intensity (at most 100). */
function readAmounts(row: CallRow, { has, text, problem }: RowReader) {
  for (const field of ['amountMin', 'amountMax', 'aidIntensityMax'] as const) {
    if (!has(field)) continue
    const value = text(field)
    const amount = value ? readAmount(value) : null
    if (value && (amount === null || amount < 0)) problem('badAmount', value)
    row[field] = amount
  }
  if (
    typeof row.amountMin === 'number' &&
    typeof row.amountMax === 'number' &&
    row.amountMax < row.amountMin
  ) {
    problem('amountOrder')
  }
  if (typeof row.aidIntensityMax === 'number' && row.aidIntensityMax > 100) {
    problem('badIntensity', text('aidIntensityMax'))
  }
}

/** The known keys of a list's items, each once; an unknown item is a problem of `kind`. */
function knownKeys(
  items: string[],
  lookup: (item: string) => string | null | undefined,
  kind: RowProblem['kind'],
  problem: RowReader['problem'],
): string[] {
  return [
    ...new Set(
      items.flatMap((item) => {
        const key = lookup(item)
        if (!key) problem(kind, item)
        return key ? [key] : []
      }),
    ),
  ]
}

/** The applicant types, counties ("all of Croatia": none) and activity codes. */
function readVocabularies(row: CallRow, { has, text, problem }: RowReader, vocabulary: Vocabulary) {
  if (has('applicantTypes')) {
    row.applicantTypes = knownKeys(
      readList(text('applicantTypes')),
      (item) => vocabulary.applicants.get(foldName(item)),
      'unknownApplicant',
      problem,
    )
  }
  if (has('counties')) {
    const items = readList(text('counties'))
    row.counties = items.some((item) => everywhere.has(foldName(item)))
      ? []
      : knownKeys(
          items,
          (item) => vocabulary.counties.get(foldName(item)),
          'unknownCounty',
          problem,
        )
  }
  for (const field of ['nkd2007', 'nkd2025'] as const) {
    if (!has(field)) continue
    row[field] = knownKeys(
      readList(text(field)),
      (item) => vocabulary.normaliseCode(item),
      'badCode',
      problem,
    )
  }
}

/** The programme (found by its name) and the source's address. */
function readLinks(row: CallRow, { has, text, problem }: RowReader, vocabulary: Vocabulary) {
  if (has('programme')) {
    const name = text('programme')
    const id = name ? vocabulary.programmes.get(foldName(name)) : undefined
    if (name && id === undefined) problem('unknownProgramme', name)
    row.programme = id ?? null
  }
  if (has('sourceUrl')) {
    const value = text('sourceUrl')
    const url = value ? readUrl(value) : null
    if (value && !url) problem('badUrl', value)
    row.sourceUrl = url
  }
}

function readRow(
  line: number,
  cells: string[],
  header: { fields: (ImportField | null)[]; names: string[] },
  vocabulary: Vocabulary,
): { row: CallRow } | { problems: RowProblem[] } {
  const cell = rowCells(cells, header)
  const unsafe = unsafeCells(line, cell)
  if (unsafe) return { problems: unsafe }
  const problems: RowProblem[] = []
  const id = cell.get('externalId')?.value ?? ''
  const reader: RowReader = {
    has: (field) => cell.has(field),
    text: (field) => cell.get(field)?.value ?? '',
    column: (field) => cell.get(field)!.column,
    problem: (kind, value) => {
      problems.push({ line, kind, id, ...(value === undefined ? {} : { value }) })
    },
  }
  const row: CallRow = {
    line,
    externalId: reader.text('externalId'),
    fundName: {},
    shortDescription: {},
    fullDescription: {},
    amountNote: {},
  }
  if (!row.externalId) reader.problem('missingId')
  readTexts(row, reader)
  readDates(row, reader)
  readAmounts(row, reader)
  readVocabularies(row, reader, vocabulary)
  readLinks(row, reader, vocabulary)
  return problems.length > 0 ? { problems } : { row }
}

/**
 * A JSON import (an array of objects, or `{ "calls": [...] }`) as the rows of a table: the keys
 * are the header, lists are joined with "; ". Null when the JSON has no such array.
 */
export function jsonTable(value: unknown): string[][] | null {
  const items = Array.isArray(value)
    ? value
    : value && typeof value === 'object' && Array.isArray((value as { calls?: unknown }).calls)
      ? (value as { calls: unknown[] }).calls
      : null
  if (!items || !items.every((item) => item && typeof item === 'object' && !Array.isArray(item))) {
    return null
  }
  const keys = [...new Set(items.flatMap((item) => Object.keys(item as object)))]
  const cellOf = (value: unknown): string =>
    value === null || value === undefined
      ? ''
      : Array.isArray(value)
        ? value.map(cellOf).join('; ')
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value)
  return [
    keys,
    ...items.map((item) => keys.map((key) => cellOf((item as Record<string, unknown>)[key]))),
  ]
}
