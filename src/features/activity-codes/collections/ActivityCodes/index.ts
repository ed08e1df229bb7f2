import type { CollectionConfig } from 'payload'

import { isEditorOrAdmin } from '@/access/isEditorOrAdmin'
import { localizedMessage } from '@/fields/localizedMessage'
import { revalidateTagsHooks } from '@/hooks/revalidateTagsHooks'
import { cacheTags } from '@/server/cache/revalidate'

import { codeLabel, codeLevels, normaliseCode, parentCode } from '../../rules/codes'
import { activityCodesGroup, demoField, classificationOptions } from '../shared'

const codeMessage = localizedMessage({
  hr: 'Šifra je područje (J), odjeljak (62), skupina (62.0), razred (62.01) ili podrazred (62.01.1).',
  en: 'A code is a section (J), division (62), group (62.0), class (62.01) or subclass (62.01.1).',
  de: 'Ein Code ist ein Abschnitt (J), eine Abteilung (62), Gruppe (62.0), Klasse (62.01) oder Unterklasse (62.01.1).',
})

const levelLabels = {
  section: { hr: 'Područje', en: 'Section', de: 'Abschnitt' },
  division: { hr: 'Odjeljak', en: 'Division', de: 'Abteilung' },
  group: { hr: 'Skupina', en: 'Group', de: 'Gruppe' },
  class: { hr: 'Razred', en: 'Class', de: 'Klasse' },
  subclass: { hr: 'Podrazred', en: 'Subclass', de: 'Unterklasse' },
}

/**
 * The official activity codes of NKD 2007 and NKD 2025 with their names in three languages,
 * loaded from the statistics offices' files (activity-code-imports). Read by the site through
 * its own search (never the REST API: the list is the editors').
 */
export const ActivityCodes: CollectionConfig = {
  slug: 'activity-codes',
  access: {
    create: isEditorOrAdmin,
    read: isEditorOrAdmin,
    update: isEditorOrAdmin,
    delete: isEditorOrAdmin,
  },
  admin: {
    useAsTitle: 'label',
    defaultColumns: ['label', 'classification', 'level', 'demo'],
    group: activityCodesGroup,
    // /admin's list search cannot query the fields of a group (name.hr): it searches the label.
    listSearchableFields: ['code', 'label', 'keywords'],
  },
  labels: {
    singular: { hr: 'Šifra djelatnosti', en: 'Activity code', de: 'Tätigkeitscode' },
    plural: { hr: 'Šifre djelatnosti', en: 'Activity codes', de: 'Tätigkeitscodes' },
  },
  indexes: [{ fields: ['classification', 'code'], unique: true }],
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'classification',
          type: 'select',
          required: true,
          index: true,
          options: classificationOptions,
          label: { hr: 'Klasifikacija', en: 'Classification', de: 'Klassifikation' },
        },
        {
          name: 'code',
          type: 'text',
          required: true,
          index: true,
          maxLength: 8,
          label: { hr: 'Šifra', en: 'Code', de: 'Code' },
          validate: (
            value: null | string | undefined,
            options: Parameters<typeof codeMessage>[0],
          ) => (value && normaliseCode(value)?.code === value ? true : codeMessage(options)),
        },
        {
          name: 'level',
          type: 'select',
          options: codeLevels.map((value) => ({ value, label: levelLabels[value] })),
          admin: { readOnly: true },
          label: { hr: 'Razina', en: 'Level', de: 'Ebene' },
          hooks: {
            beforeChange: [
              ({ siblingData }) => normaliseCode(String(siblingData.code ?? ''))?.level,
            ],
          },
        },
        {
          name: 'parent',
          type: 'text',
          maxLength: 8,
          label: { hr: 'Nadređena šifra', en: 'Parent code', de: 'Übergeordneter Code' },
          hooks: {
            beforeChange: [
              ({ value, siblingData }) => value || parentCode(String(siblingData.code ?? '')),
            ],
          },
        },
      ],
    },
    {
      name: 'name',
      type: 'group',
      label: { hr: 'Naziv', en: 'Name', de: 'Bezeichnung' },
      fields: [
        { name: 'hr', type: 'text', maxLength: 400, label: 'Hrvatski' },
        { name: 'en', type: 'text', maxLength: 400, label: 'English' },
        { name: 'de', type: 'text', maxLength: 400, label: 'Deutsch' },
      ],
    },
    {
      name: 'keywords',
      type: 'textarea',
      maxLength: 1000,
      label: { hr: 'Ključne riječi', en: 'Keywords', de: 'Stichwörter' },
      admin: {
        description: {
          hr: 'Riječi kojima posjetitelji traže ovu djelatnost, na bilo kojem jeziku (npr. „pekara, bakery, Bäckerei”). Ne prikazuju se, samo se pretražuju.',
          en: 'Words visitors look for this activity by, in any language (e.g. “pekara, bakery, Bäckerei”). Not shown, only searched.',
          de: 'Wörter, mit denen Besucher diese Tätigkeit suchen, in jeder Sprache (z. B. „pekara, bakery, Bäckerei“). Nicht angezeigt, nur durchsucht.',
        },
      },
    },
    {
      name: 'label',
      type: 'text',
      admin: { hidden: true },
      hooks: {
        beforeChange: [({ siblingData }) => codeLabel(siblingData.code, siblingData.name)],
      },
    },
    demoField,
  ],
  hooks: revalidateTagsHooks(cacheTags.activityCodes),
}
