import type { CollectionConfig } from 'payload'

import { isEditorOrAdmin } from '@/access/isEditorOrAdmin'
import { nobody } from '@/access/nobody'
import { countField } from '@/fields/countField'
import { importUpload } from '@/media/uploadFolders'

import { applyImportEndpoint } from '../../endpoints'
import { importsGroup } from '../group'
import { previewFile } from './previewFile'

/**
 * One file of calls from a source (CSV, XLSX or JSON). Uploading it reads every row and stores
 * a dry run: what would be new, changed, unchanged or rejected (with the reason per line).
 * Nothing changes in the catalogue until an editor applies it (POST /api/call-imports/{id}/apply),
 * which writes every good row at once or none.
 */
export const CallImports: CollectionConfig = {
  slug: 'call-imports',
  // Its uploaded files in a bucket, when there is one, under this prefix (src/payload.config.ts).
  custom: { storagePrefix: 'imports' },
  access: {
    create: isEditorOrAdmin,
    read: isEditorOrAdmin,
    update: nobody,
    delete: isEditorOrAdmin,
  },
  admin: {
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'source', 'status', 'created', 'changed', 'rejected', 'createdAt'],
    group: importsGroup,
    description: {
      hr: 'Pošaljite CSV, XLSX ili JSON datoteku natječaja i odaberite izvor. Prvo se prikaže pregled (novi, izmijenjeni, nepromijenjeni, odbijeni redci), a katalog se mijenja tek kad primijenite uvoz.',
      en: 'Upload a CSV, XLSX or JSON file of calls and choose its source. You first see a preview (new, changed, unchanged, rejected rows); the catalogue changes only when you apply the import.',
      de: 'Laden Sie eine CSV-, XLSX- oder JSON-Datei mit Ausschreibungen hoch und wählen Sie die Quelle. Zuerst sehen Sie eine Vorschau (neue, geänderte, unveränderte, abgelehnte Zeilen); der Katalog ändert sich erst, wenn Sie den Import anwenden.',
    },
  },
  labels: {
    singular: { hr: 'Uvoz natječaja', en: 'Call import', de: 'Ausschreibungsimport' },
    plural: { hr: 'Uvozi natječaja', en: 'Call imports', de: 'Ausschreibungsimporte' },
  },
  upload: importUpload(['application/json']),
  fields: [
    {
      name: 'source',
      type: 'relationship',
      relationTo: 'call-import-sources',
      required: true,
      label: { hr: 'Izvor', en: 'Source', de: 'Quelle' },
    },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'previewed',
      options: [
        { value: 'previewed', label: { hr: 'Pregled', en: 'Preview', de: 'Vorschau' } },
        { value: 'applied', label: { hr: 'Primijenjen', en: 'Applied', de: 'Angewendet' } },
      ],
      label: { hr: 'Stanje', en: 'Status', de: 'Status' },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'appliedAt',
      type: 'date',
      label: { hr: 'Primijenjen', en: 'Applied', de: 'Angewendet' },
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        condition: (data) => Boolean(data?.appliedAt),
      },
    },
    {
      type: 'row',
      fields: [
        countField('rowCount', { hr: 'Redaka', en: 'Rows', de: 'Zeilen' }),
        countField('created', { hr: 'Novih', en: 'New', de: 'Neu' }),
        countField('changed', { hr: 'Izmijenjenih', en: 'Changed', de: 'Geändert' }),
        countField('unchanged', { hr: 'Nepromijenjenih', en: 'Unchanged', de: 'Unverändert' }),
        countField('rejected', { hr: 'Odbijenih', en: 'Rejected', de: 'Abgelehnt' }),
      ],
    },
    // The dry run, row by row, and the rows read from the file (what apply writes).
    { name: 'report', type: 'json', admin: { hidden: true } },
    { name: 'rows', type: 'json', admin: { hidden: true } },
    {
      name: 'review',
      type: 'ui',
      admin: {
        components: {
          Field: '/features/call-imports/components/ImportReview#ImportReview',
        },
      },
    },
  ],
  endpoints: [applyImportEndpoint],
  hooks: { beforeChange: [previewFile] },
}
