import type { CollectionConfig, TextareaField } from 'payload'

import { isEditorOrAdmin } from '@/access/isEditorOrAdmin'
import { publishedOrEditor } from '@/access/publishedOrEditor'
import { imageField } from '@/fields/imageField'
import { publishedDateField } from '@/fields/publishedDate'
import { revalidateTagsHooks } from '@/hooks/revalidateTagsHooks'
import { cacheTags } from '@/server/cache/revalidate'

const prose = (name: string, label: TextareaField['label']): TextareaField => ({
  name,
  type: 'textarea',
  required: true,
  localized: true,
  maxLength: 3000,
  label,
})

export const CaseStudies: CollectionConfig = {
  slug: 'case-studies',
  access: {
    create: isEditorOrAdmin,
    read: publishedOrEditor,
    update: isEditorOrAdmin,
    delete: isEditorOrAdmin,
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'clientName', 'industry', 'publishedDate'],
    group: { hr: 'Sadržaj', en: 'Content', de: 'Inhalte' },
  },
  labels: {
    singular: { hr: 'Studija slučaja', en: 'Case study', de: 'Fallstudie' },
    plural: { hr: 'Studije slučaja', en: 'Case studies', de: 'Fallstudien' },
  },
  defaultSort: '-publishedDate',
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 160,
      label: { hr: 'Naslov', en: 'Title', de: 'Titel' },
    },
    {
      name: 'industry',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 80,
      label: { hr: 'Djelatnost', en: 'Industry', de: 'Branche' },
    },
    {
      name: 'clientName',
      type: 'text',
      required: true,
      maxLength: 120,
      label: { hr: 'Klijent', en: 'Client', de: 'Kunde' },
    },
    {
      name: 'timeline',
      type: 'text',
      localized: true,
      maxLength: 80,
      label: { hr: 'Trajanje', en: 'Timeline', de: 'Zeitrahmen' },
    },
    {
      name: 'fundingAmount',
      type: 'text',
      maxLength: 80,
      label: { hr: 'Iznos potpore', en: 'Funding amount', de: 'Förderbetrag' },
    },
    prose('challenge', { hr: 'Izazov', en: 'Challenge', de: 'Herausforderung' }),
    prose('solution', { hr: 'Rješenje', en: 'Solution', de: 'Lösung' }),
    prose('results', { hr: 'Rezultati', en: 'Results', de: 'Ergebnisse' }),
    {
      name: 'metrics',
      type: 'array',
      label: { hr: 'Pokazatelji', en: 'Metrics', de: 'Kennzahlen' },
      maxRows: 8,
      fields: [
        {
          name: 'label',
          type: 'text',
          required: true,
          localized: true,
          maxLength: 60,
          label: { hr: 'Oznaka', en: 'Label', de: 'Bezeichnung' },
          admin: {
            description: {
              hr: 'Podvlake se prikazuju kao razmaci (novih_radnih_mjesta).',
              en: 'Underscores are shown as spaces (new_jobs).',
              de: 'Unterstriche erscheinen als Leerzeichen (neue_arbeitsplätze).',
            },
          },
        },
        {
          name: 'value',
          type: 'text',
          required: true,
          maxLength: 40,
          label: { hr: 'Vrijednost', en: 'Value', de: 'Wert' },
        },
      ],
    },
    imageField({
      name: 'featuredImage',
      label: { hr: 'Glavna slika', en: 'Featured image', de: 'Titelbild' },
    }),
    publishedDateField(),
  ],
  hooks: revalidateTagsHooks(cacheTags.caseStudies),
}
