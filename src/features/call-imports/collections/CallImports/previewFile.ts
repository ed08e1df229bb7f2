import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { localizedMessage } from '@/fields/localizedMessage'
import {
  TableTooLargeError,
  tooLargeTableMessage,
  UnreadableTableError,
} from '@/server/tables/readTable'

import { existingCalls } from '../../existingCalls'
import { readImportFile } from '../../readImportFile'
import { planRows } from '../../rules/callPlan'
import { readCallTable } from '../../rules/callRows'
import { importReport } from '../../rules/report'
import { importVocabulary } from '../../vocabulary'
import { rowProblemMessage, tableProblemMessage } from './problemMessage'

const unreadable = localizedMessage({
  hr: 'Datoteka se ne može pročitati: pošaljite CSV, XLSX ili JSON datoteku natječaja.',
  en: 'The file cannot be read: upload a CSV, XLSX or JSON file of calls.',
  de: 'Die Datei kann nicht gelesen werden: Laden Sie eine CSV-, XLSX- oder JSON-Datei mit Ausschreibungen hoch.',
})

/**
 * Reads an uploaded file of calls and stores the dry run beside it: each row new, changed (with
 * the fields), unchanged or rejected (with every reason, by line). The catalogue is not touched;
 * the good rows are kept for the apply.
 */
export const previewFile: CollectionBeforeChangeHook = async ({
  data,
  req,
  operation,
  collection,
}) => {
  if (operation !== 'create') return data
  const fail = (message: string, path = 'file'): never => {
    throw new ValidationError({ collection: collection.slug, errors: [{ path, message }] })
  }
  const file = req.file
  if (!file) return fail(unreadable({ req }))
  const sourceId = typeof data.source === 'object' ? data.source?.id : data.source
  const source = sourceId
    ? await req.payload
        .findByID({
          collection: 'call-import-sources',
          id: sourceId,
          depth: 0,
          overrideAccess: true,
          req,
        })
        .catch(() => null)
    : null
  // Payload itself says when no source is chosen; a source that does not exist is this hook's.
  if (!source) return data

  let table: string[][]
  try {
    table = await readImportFile(file.data, file.name, file.mimetype)
  } catch (error) {
    if (error instanceof TableTooLargeError) return fail(tooLargeTableMessage({ req }))
    if (error instanceof UnreadableTableError) return fail(unreadable({ req }))
    throw error
  }
  const read = readCallTable(table, source.mapping ?? [], await importVocabulary(req.payload, req))
  if (read.tableProblem) return fail(tableProblemMessage(read.tableProblem, req))

  const plan = planRows(read.rows, await existingCalls(req.payload, source.id, req))
  const rejected = read.problems.map((problem) => ({
    line: problem.line,
    id: problem.id ?? '',
    reason: rowProblemMessage(problem, req),
  }))
  const report = importReport(plan, rejected)
  return {
    ...data,
    status: 'previewed',
    rowCount: report.length,
    created: plan.filter((item) => item.outcome === 'new').length,
    changed: plan.filter((item) => item.outcome === 'changed').length,
    unchanged: plan.filter((item) => item.outcome === 'unchanged').length,
    rejected: report.filter((entry) => entry.outcome === 'rejected').length,
    report,
    rows: read.rows,
  }
}
