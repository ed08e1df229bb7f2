import type { CollectionConfig } from 'payload'

import { isEditorOrAdmin } from '@/access/isEditorOrAdmin'
import { publishedOrEditor } from '@/access/publishedOrEditor'
import { imageField } from '@/fields/imageField'
import { publishedDateField } from '@/fields/publishedDate'
import { revalidateTagsHooks } from '@/hooks/revalidateTagsHooks'
import { cacheTags } from '@/server/cache/revalidate'

import { countView } from './endpoints/countView'
import { computeReadingTime } from './hooks/computeReadingTime'
import { refuseUnsafeLinks } from './hooks/refuseUnsafeLinks'

const revalidation = revalidateTagsHooks(cacheTags.articles)
const nobody = () => false

export const Articles: CollectionConfig = {
  slug: 'articles',
  access: {
    create: isEditorOrAdmin,
    read: publishedOrEditor,
    update: isEditorOrAdmin,
    delete: isEditorOrAdmin,
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'publishedDate', 'viewCount'],
    group: { hr: 'Sadržaj', en: 'Content', de: 'Inhalte' },
  },
  labels: {
    singular: { hr: 'Članak', en: 'Article', de: 'Artikel' },
    plural: { hr: 'Članci', en: 'Articles', de: 'Artikel' },
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
      name: 'excerpt',
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: 400,
      label: { hr: 'Sažetak', en: 'Excerpt', de: 'Auszug' },
    },
    {
      name: 'content',
      type: 'richText',
      localized: true,
      label: { hr: 'Sadržaj', en: 'Content', de: 'Inhalt' },
    },
    imageField({
      name: 'featuredImage',
      label: { hr: 'Glavna slika', en: 'Featured image', de: 'Titelbild' },
    }),
    publishedDateField(),
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'categories',
      label: { hr: 'Kategorija', en: 'Category', de: 'Kategorie' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'readingTime',
      type: 'number',
      min: 1,
      max: 240,
      label: { hr: 'Vrijeme čitanja (min)', en: 'Reading time (min)', de: 'Lesezeit (Min.)' },
      admin: {
        position: 'sidebar',
        description: {
          hr: 'Prazno: izračuna se iz sadržaja.',
          en: 'Empty: computed from the content.',
          de: 'Leer: wird aus dem Inhalt berechnet.',
        },
      },
    },
    {
      name: 'viewCount',
      type: 'number',
      defaultValue: 0,
      // Only the server's atomic increment changes it (src/features/insights/incrementViewCount.ts).
      access: { create: nobody, update: nobody },
      label: { hr: 'Broj pregleda', en: 'Views', de: 'Aufrufe' },
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
  hooks: {
    beforeChange: [refuseUnsafeLinks, computeReadingTime],
    ...revalidation,
  },
  endpoints: [countView],
}
