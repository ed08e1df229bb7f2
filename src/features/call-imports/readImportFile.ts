import { checkCells, readTable, UnreadableTableError } from '@/server/tables/readTable'

import { jsonTable } from './rules/callRows'

const isJson = (data: Buffer, name: string, mimeType?: string) =>
  /\.json$/i.test(name) ||
  mimeType === 'application/json' ||
  /^\s*[[{]/.test(data.subarray(0, 64).toString('utf8'))

/**
 * The rows of an uploaded file of calls: a JSON array of objects (or `{ "calls": [...] }`) as a
 * table with its keys as the header, or the first sheet of an XLSX file or a CSV file.
 * Throws UnreadableTableError when the file is none of these, TableTooLargeError (a kind of it)
 * past the limits of src/server/tables/readTable.ts.
 */
export async function readImportFile(
  data: Buffer,
  name: string,
  mimeType?: string,
): Promise<string[][]> {
  if (!isJson(data, name, mimeType)) return readTable(data, name)
  let parsed: unknown
  try {
    parsed = JSON.parse(data.toString('utf8').replace(/^\uFEFF/, ''))
  } catch {
    throw new UnreadableTableError('not JSON')
  }
  const table = jsonTable(parsed)
  if (!table) throw new UnreadableTableError('not a JSON list of calls')
  checkCells(table)
  // Line numbers of a JSON file are its items: item 1 is "line" 2, after the header.
  return table
}
