import { APIError, type CollectionBeforeDeleteHook, type CollectionConfig } from 'payload'

import { isEditorOrAdmin } from '@/access/isEditorOrAdmin'

import { importFields } from '../../rules/importFields'
import { fieldLabels } from '../fieldLabels'
import { importsGroup } from '../group'

const inUse = {
  hr: 'Ovaj izvor ima uvezene natječaje ili uvoze i ne može se obrisati.',
  en: 'This source has imported calls or imports and cannot be deleted.',
  de: 'Diese Quelle hat importierte Ausschreibungen oder Importe und kann nicht gelöscht werden.',
}

/** A source its calls and imports still name stays: deleting it would orphan them. */
const keepUsedSource: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const where = (field: string) => ({ [field]: { equals: id } })
  const [calls, imports] = await Promise.all([
    req.payload.count({ collection: 'funding-calls', where: where('importSource'), req }),
    req.payload.count({ collection: 'call-imports', where: where('source'), req }),
  ])
  if (calls.totalDocs + imports.totalDocs > 0) {
    const language = (['hr', 'en', 'de'] as const).find((code) => code === req.i18n?.language)
    throw new APIError(inUse[language ?? 'hr'], 409, undefined, true)
  }
}

/**
 * Where imported calls come from (a portal's export, a ministry's table): its name and how its
 * columns map to the calls' fields, saved once and used by every import from it. Calls are
 * matched to earlier imports by source and the id the source gives them.
 */
export const CallImportSources: CollectionConfig = {
  slug: 'call-import-sources',
  access: {
    create: isEditorOrAdmin,
    read: isEditorOrAdmin,
    update: isEditorOrAdmin,
    delete: isEditorOrAdmin,
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'updatedAt'],
    group: importsGroup,
    description: {
      hr: 'Izvor natječaja za uvoz i njegovo mapiranje stupaca. Stupci izvoza ovog kataloga (external_id, name_hr, deadline …) prepoznaju se i bez mapiranja.',
      en: 'A source of calls to import and the mapping of its columns. The columns of this catalogue’s export (external_id, name_hr, deadline …) are recognised without a mapping.',
      de: 'Eine Quelle für importierte Ausschreibungen und die Zuordnung ihrer Spalten. Die Spalten des Exports dieses Katalogs (external_id, name_hr, deadline …) werden auch ohne Zuordnung erkannt.',
    },
  },
  labels: {
    singular: { hr: 'Izvor uvoza', en: 'Import source', de: 'Importquelle' },
    plural: { hr: 'Izvori uvoza', en: 'Import sources', de: 'Importquellen' },
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 120,
      label: { hr: 'Naziv', en: 'Name', de: 'Name' },
    },
    {
      name: 'mapping',
      type: 'array',
      label: { hr: 'Mapiranje stupaca', en: 'Column mapping', de: 'Spaltenzuordnung' },
      labels: {
        singular: { hr: 'Stupac', en: 'Column', de: 'Spalte' },
        plural: { hr: 'Stupci', en: 'Columns', de: 'Spalten' },
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'column',
              type: 'text',
              required: true,
              maxLength: 120,
              label: {
                hr: 'Naslov stupca u datoteci',
                en: 'Column header in the file',
                de: 'Spaltenüberschrift in der Datei',
              },
            },
            {
              name: 'field',
              type: 'select',
              required: true,
              options: importFields.map((value) => ({ value, label: fieldLabels[value] })),
              label: { hr: 'Polje natječaja', en: 'Call field', de: 'Feld der Ausschreibung' },
            },
          ],
        },
      ],
    },
  ],
  hooks: { beforeDelete: [keepUsedSource] },
}
