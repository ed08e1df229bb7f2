import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditorOrAdmin } from '@/access/isEditorOrAdmin'
import { urlField } from '@/fields/urlField'
import { revalidateTagsHooks } from '@/hooks/revalidateTagsHooks'
import { cacheTags } from '@/server/cache/revalidate'

import { programmeKinds } from '../../rules/taxonomy'

const kindLabels = {
  eu: { hr: 'EU', en: 'EU', de: 'EU' },
  national: { hr: 'Nacionalni', en: 'National', de: 'National' },
  regional: { hr: 'Regionalni (županija)', en: 'Regional (county)', de: 'Regional (Gespanschaft)' },
  local: {
    hr: 'Lokalni (grad, općina)',
    en: 'Local (city, municipality)',
    de: 'Lokal (Stadt, Gemeinde)',
  },
} as const

/** The programme a call belongs to (NPOO, PKK, ZPP, a county's grants…). */
export const Programmes: CollectionConfig = {
  slug: 'programmes',
  access: {
    create: isEditorOrAdmin,
    read: anyone,
    update: isEditorOrAdmin,
    delete: isEditorOrAdmin,
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'kind', 'managingBody'],
    group: { hr: 'Sadržaj', en: 'Content', de: 'Inhalte' },
  },
  labels: {
    singular: { hr: 'Program', en: 'Programme', de: 'Programm' },
    plural: { hr: 'Programi', en: 'Programmes', de: 'Programme' },
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 200,
      label: { hr: 'Naziv', en: 'Name', de: 'Bezeichnung' },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      options: programmeKinds.map((value) => ({ value, label: kindLabels[value] })),
      label: { hr: 'Vrsta', en: 'Kind', de: 'Art' },
    },
    {
      name: 'managingBody',
      type: 'text',
      localized: true,
      maxLength: 200,
      label: { hr: 'Upravljačko tijelo', en: 'Managing body', de: 'Verwaltungsbehörde' },
    },
    urlField({ name: 'website', label: { hr: 'Mrežna stranica', en: 'Website', de: 'Website' } }),
  ],
  hooks: revalidateTagsHooks(cacheTags.fundingCalls),
}
