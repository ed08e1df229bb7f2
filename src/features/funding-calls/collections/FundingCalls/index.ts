import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditorOrAdmin } from '@/access/isEditorOrAdmin'
import { imageField } from '@/fields/imageField'
import { localizedMessage } from '@/fields/localizedMessage'
import { revalidateTagsHooks } from '@/hooks/revalidateTagsHooks'
import { cacheTags } from '@/server/cache/revalidate'

import { isNkdCode } from '../../rules/nkd'

const nkdMessage = localizedMessage({
  hr: 'Šifra djelatnosti ima oblik NN.NN, npr. 62.01.',
  en: 'An activity code looks like NN.NN, e.g. 62.01.',
  de: 'Ein Tätigkeitscode hat die Form NN.NN, z. B. 62.01.',
})

export const FundingCalls: CollectionConfig = {
  slug: 'funding-calls',
  access: {
    create: isEditorOrAdmin,
    read: anyone,
    update: isEditorOrAdmin,
    delete: isEditorOrAdmin,
  },
  admin: {
    useAsTitle: 'fundName',
    defaultColumns: ['fundName', 'deadline', 'funding'],
    group: { hr: 'Sadržaj', en: 'Content', de: 'Inhalte' },
  },
  labels: {
    singular: { hr: 'Natječaj', en: 'Funding call', de: 'Ausschreibung' },
    plural: { hr: 'Natječaji', en: 'Funding calls', de: 'Ausschreibungen' },
  },
  fields: [
    {
      name: 'fundName',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 200,
      label: { hr: 'Naziv natječaja', en: 'Name', de: 'Bezeichnung' },
    },
    {
      name: 'shortDescription',
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: 400,
      label: { hr: 'Kratki opis', en: 'Short description', de: 'Kurzbeschreibung' },
    },
    {
      name: 'fullDescription',
      type: 'textarea',
      localized: true,
      maxLength: 20000,
      label: { hr: 'Puni opis', en: 'Full description', de: 'Vollständige Beschreibung' },
      admin: {
        description: {
          hr: 'Svaki redak zasebno; pitanja i naslovi koji počinju emotikonom prikazuju se podebljano.',
          en: 'One line each; questions and titles starting with an emoji are shown in bold.',
          de: 'Je Zeile ein Absatz; Fragen und mit Emoji beginnende Titel erscheinen fett.',
        },
      },
    },
    imageField({ name: 'image' }),
    {
      name: 'deadline',
      type: 'date',
      required: true,
      index: true,
      label: { hr: 'Rok prijave', en: 'Deadline', de: 'Frist' },
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    {
      name: 'funding',
      type: 'text',
      maxLength: 80,
      label: { hr: 'Iznos potpore', en: 'Funding', de: 'Förderbetrag' },
      admin: {
        position: 'sidebar',
        description: {
          hr: 'npr. do 200.000 €',
          en: 'e.g. up to €200,000',
          de: 'z. B. bis 200.000 €',
        },
      },
    },
    {
      name: 'nkdCodes',
      type: 'array',
      label: {
        hr: 'Šifre djelatnosti (NKD)',
        en: 'Activity codes (NKD)',
        de: 'Tätigkeitscodes (NKD)',
      },
      labels: {
        singular: { hr: 'Šifra', en: 'Code', de: 'Code' },
        plural: { hr: 'Šifre', en: 'Codes', de: 'Codes' },
      },
      fields: [
        {
          name: 'code',
          type: 'text',
          required: true,
          index: true,
          label: 'NKD',
          validate: (
            value: null | string | undefined,
            options: Parameters<typeof nkdMessage>[0],
          ) => (value && isNkdCode(value) ? true : nkdMessage(options)),
        },
      ],
    },
  ],
  hooks: revalidateTagsHooks(cacheTags.fundingCalls),
}
