import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditorOrAdmin } from '@/access/isEditorOrAdmin'
import { revalidateTagsHooks } from '@/hooks/revalidateTagsHooks'
import { cacheTags } from '@/server/cache/revalidate'

export const Categories: CollectionConfig = {
  slug: 'categories',
  access: {
    create: isEditorOrAdmin,
    read: anyone,
    update: isEditorOrAdmin,
    delete: isEditorOrAdmin,
  },
  admin: {
    useAsTitle: 'title',
    group: { hr: 'Sadržaj', en: 'Content', de: 'Inhalte' },
  },
  labels: {
    singular: { hr: 'Kategorija', en: 'Category', de: 'Kategorie' },
    plural: { hr: 'Kategorije', en: 'Categories', de: 'Kategorien' },
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 80,
      label: { hr: 'Naziv', en: 'Title', de: 'Titel' },
    },
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 40,
      label: { hr: 'Ključ', en: 'Key', de: 'Schlüssel' },
      admin: { position: 'sidebar' },
      validate: (value: null | string | undefined) =>
        !value || /^[a-z0-9-]+$/.test(value) ? true : 'a-z, 0-9, -',
    },
  ],
  hooks: revalidateTagsHooks(cacheTags.categories, cacheTags.articles),
}
