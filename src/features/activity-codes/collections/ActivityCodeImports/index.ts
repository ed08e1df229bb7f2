import { ValidationError, type CollectionBeforeChangeHook, type CollectionConfig } from 'payload'

import { isEditorOrAdmin } from '@/access/isEditorOrAdmin'
import { nobody } from '@/access/nobody'
import { localizedMessage } from '@/fields/localizedMessage'
import { isLocale, locales } from '@/i18n/locales'
import { countField } from '@/fields/countField'
import { importUpload } from '@/media/uploadFolders'
import {
  readTable,
  TableTooLargeError,
  tooLargeTableMessage,
  UnreadableTableError,
} from '@/server/tables/readTable'

import { importCodeRows, importLinkRows } from '../../importCodes'
import { isClassification } from '../../rules/codes'
import { readCodeTable, readLinkTable } from '../../rules/officialTable'
import { activityCodesGroup, classificationOptions } from '../shared'
import { problemMessage } from './problemMessage'

/** Problems shown at once; the rest are counted. */
const shownProblems = 25

const required = localizedMessage({
  hr: 'Za popis šifri odaberite klasifikaciju i jezik naziva.',
  en: 'For a list of codes, choose the classification and the language of its names.',
  de: 'Wählen Sie für eine Codeliste die Klassifikation und die Sprache der Bezeichnungen.',
})
const unreadable = localizedMessage({
  hr: 'Datoteka se ne može pročitati: pošaljite CSV ili XLSX datoteku.',
  en: 'The file cannot be read: upload a CSV or XLSX file.',
  de: 'Die Datei kann nicht gelesen werden: Laden Sie eine CSV- oder XLSX-Datei hoch.',
})
const andMore = localizedMessage({
  hr: 'i još {count} redaka s greškom. Ništa nije uvezeno.',
  en: 'and {count} more rows with errors. Nothing was imported.',
  de: 'und {count} weitere fehlerhafte Zeilen. Es wurde nichts importiert.',
})
const nothingImported = localizedMessage({
  hr: 'Ništa nije uvezeno: ispravite retke i pošaljite datoteku ponovno.',
  en: 'Nothing was imported: correct the rows and upload the file again.',
  de: 'Es wurde nichts importiert: Korrigieren Sie die Zeilen und laden Sie die Datei erneut hoch.',
})

/**
 * Reads the uploaded file and stores its codes or pairs, in the same transaction as the import's
 * own record: a file with any bad row is refused whole, each bad row named by its line.
 */
const importFile: CollectionBeforeChangeHook = async ({ data, req, operation, collection }) => {
  if (operation !== 'create') return data
  // One message per field: /admin shows a single error beside each field.
  const fail = (messages: string[], path = 'file'): never => {
    throw new ValidationError({
      collection: collection.slug,
      errors: [{ path, message: messages.join('\n') }],
    })
  }
  const file = req.file
  if (!file) return fail([unreadable({ req })])
  const kind = data.kind === 'correspondence' ? 'correspondence' : 'codes'
  if (kind === 'codes' && (!isClassification(data.classification) || !isLocale(data.language))) {
    fail([required({ req })], 'classification')
  }
  let rows: string[][]
  try {
    rows = await readTable(file.data, file.name)
  } catch (error) {
    if (error instanceof TableTooLargeError) return fail([tooLargeTableMessage({ req })])
    if (error instanceof UnreadableTableError) return fail([unreadable({ req })])
    throw error
  }
  const table =
    kind === 'codes'
      ? { kind: 'codes' as const, ...readCodeTable(rows) }
      : { kind: 'correspondence' as const, ...readLinkTable(rows) }
  if (table.problems.length > 0) {
    const shown = table.problems
      .slice(0, shownProblems)
      .map((problem) => problemMessage(problem, req))
    const rest = table.problems.length - shown.length
    fail([
      ...shown,
      rest > 0 ? andMore({ req }).replace('{count}', String(rest)) : nothingImported({ req }),
    ])
  }
  const counts =
    table.kind === 'codes'
      ? await importCodeRows(req, data.classification, data.language, table.rows)
      : await importLinkRows(req, table.rows)
  return { ...data, kind, rowCount: table.rows.length, ...counts }
}

/**
 * An import of an official file: a list of codes of one classification in one language, or a
 * correspondence table. Uploading one imports it (nothing if any row is bad); the record keeps
 * the file and what it changed. Files stay private under FILES_DIR (or the bucket).
 */
export const ActivityCodeImports: CollectionConfig = {
  slug: 'activity-code-imports',
  // Its uploaded lists in a bucket, when there is one, under this prefix (src/payload.config.ts).
  custom: { storagePrefix: 'imports' },
  access: {
    create: isEditorOrAdmin,
    read: isEditorOrAdmin,
    update: nobody,
    delete: isEditorOrAdmin,
  },
  admin: {
    useAsTitle: 'filename',
    defaultColumns: [
      'filename',
      'kind',
      'classification',
      'language',
      'created',
      'updated',
      'createdAt',
    ],
    group: activityCodesGroup,
    description: {
      hr: 'Uvoz službenog popisa (CSV ili XLSX s retkom zaglavlja: Šifra, Naziv) ili tablice korespondencije (stupci NKD 2007 i NKD 2025). Isti popis uvezen dvaput ne mijenja ništa.',
      en: 'Import an official list (CSV or XLSX with a header row: Code, Description) or a correspondence table (columns NKD 2007 and NKD 2025). Importing the same list twice changes nothing.',
      de: 'Import einer amtlichen Liste (CSV oder XLSX mit Kopfzeile: Code, Bezeichnung) oder einer Entsprechungstabelle (Spalten NKD 2007 und NKD 2025). Dieselbe Liste zweimal importiert ändert nichts.',
    },
  },
  labels: {
    singular: { hr: 'Uvoz šifri', en: 'Code import', de: 'Code-Import' },
    plural: { hr: 'Uvozi šifri', en: 'Code imports', de: 'Code-Importe' },
  },
  upload: importUpload(),
  fields: [
    {
      name: 'kind',
      type: 'radio',
      required: true,
      defaultValue: 'codes',
      options: [
        { value: 'codes', label: { hr: 'Popis šifri', en: 'List of codes', de: 'Codeliste' } },
        {
          value: 'correspondence',
          label: {
            hr: 'Korespondencija NKD 2007 – NKD 2025',
            en: 'Correspondence NKD 2007 – NKD 2025',
            de: 'Entsprechung NKD 2007 – NKD 2025',
          },
        },
      ],
      label: { hr: 'Vrsta', en: 'Kind', de: 'Art' },
    },
    {
      type: 'row',
      admin: { condition: (data) => data?.kind !== 'correspondence' },
      fields: [
        {
          name: 'classification',
          type: 'select',
          options: classificationOptions,
          label: { hr: 'Klasifikacija', en: 'Classification', de: 'Klassifikation' },
        },
        {
          name: 'language',
          type: 'select',
          options: locales.map((value) => ({ value, label: value.toUpperCase() })),
          label: {
            hr: 'Jezik naziva',
            en: 'Language of the names',
            de: 'Sprache der Bezeichnungen',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        countField('rowCount', { hr: 'Redaka', en: 'Rows', de: 'Zeilen' }),
        countField('created', { hr: 'Novih', en: 'Created', de: 'Neu' }),
        countField('updated', { hr: 'Izmijenjenih', en: 'Updated', de: 'Geändert' }),
        countField('unchanged', { hr: 'Nepromijenjenih', en: 'Unchanged', de: 'Unverändert' }),
      ],
    },
  ],
  hooks: { beforeChange: [importFile] },
}
