import type { CollectionConfig } from 'payload'

import { isEditorOrAdmin } from '@/access/isEditorOrAdmin'
import { shownField } from '@/fields/listFields'
import { revalidateTagsHooks } from '@/hooks/revalidateTagsHooks'
import { locales } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { cacheTags } from '@/server/cache/revalidate'

import { employmentTypes, type EmploymentType } from '../../rules/employment'
import { careersGroup, openOrEditor } from '../shared'

/** An employment type's name in each language, from the messages the site shows (Careers). */
const typeLabel = (type: EmploymentType) =>
  Object.fromEntries(
    locales.map((locale) => [locale, translator(locale, 'Careers')(`types.${type}`)]),
  )

/**
 * Job openings of the careers page: each has its own page with an application form, and is
 * shown until the end of its closing day (Europe/Zagreb). Applications become leads.
 */
export const Jobs: CollectionConfig = {
  slug: 'jobs',
  access: {
    create: isEditorOrAdmin,
    read: openOrEditor,
    update: isEditorOrAdmin,
    delete: isEditorOrAdmin,
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'employmentType', 'location', 'closingDate', 'shown'],
    group: careersGroup,
  },
  labels: {
    singular: { hr: 'Oglas za posao', en: 'Job opening', de: 'Stellenanzeige' },
    plural: { hr: 'Oglasi za posao', en: 'Job openings', de: 'Stellenanzeigen' },
  },
  defaultSort: 'closingDate',
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 150,
      label: { hr: 'Naziv radnog mjesta', en: 'Job title', de: 'Stellenbezeichnung' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'location',
          type: 'text',
          required: true,
          localized: true,
          maxLength: 120,
          label: { hr: 'Mjesto rada', en: 'Location', de: 'Arbeitsort' },
          admin: {
            description: {
              hr: 'Npr. „Osijek (djelomično od kuće)”.',
              en: 'E.g. "Osijek (partly remote)".',
              de: 'Z. B. „Osijek (teilweise mobil)“.',
            },
          },
        },
        {
          name: 'employmentType',
          type: 'select',
          required: true,
          defaultValue: 'full-time',
          options: employmentTypes.map((value) => ({ value, label: typeLabel(value) })),
          label: { hr: 'Vrsta zaposlenja', en: 'Employment type', de: 'Anstellungsart' },
        },
      ],
    },
    {
      name: 'description',
      type: 'richText',
      required: true,
      localized: true,
      label: { hr: 'Opis posla', en: 'Description', de: 'Beschreibung' },
    },
    {
      name: 'closingDate',
      type: 'date',
      required: true,
      index: true,
      label: { hr: 'Rok za prijavu', en: 'Closing date', de: 'Bewerbungsfrist' },
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayOnly' },
        description: {
          hr: 'Oglas je na webu do kraja ovog dana, a zatim se sam skriva.',
          en: 'The opening is on the site until the end of this day, then hides itself.',
          de: 'Die Anzeige bleibt bis zum Ende dieses Tages online und verschwindet dann von selbst.',
        },
      },
    },
    shownField,
  ],
  hooks: revalidateTagsHooks(cacheTags.jobs),
}
