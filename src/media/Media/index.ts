import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditorOrAdmin } from '@/access/isEditorOrAdmin'
import { revalidateTagsHooks } from '@/hooks/revalidateTagsHooks'
import { cacheTags } from '@/server/cache/revalidate'

import { mediaFolder, missingFileIsNotFound } from '../uploadFolders'

export const Media: CollectionConfig = {
  slug: 'media',
  access: {
    create: isEditorOrAdmin,
    read: anyone,
    update: isEditorOrAdmin,
    delete: isEditorOrAdmin,
  },
  admin: {
    group: { hr: 'Sadržaj', en: 'Content', de: 'Inhalte' },
  },
  labels: {
    singular: { hr: 'Medij', en: 'Media file', de: 'Mediendatei' },
    plural: { hr: 'Mediji', en: 'Media', de: 'Medien' },
  },
  upload: {
    staticDir: mediaFolder(),
    handlers: [missingFileIsNotFound(mediaFolder)],
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
    focalPoint: true,
    imageSizes: [
      {
        name: 'card',
        width: 640,
        height: 360,
        formatOptions: { format: 'webp', options: { quality: 78 } },
      },
      { name: 'hero', width: 1280, formatOptions: { format: 'webp', options: { quality: 78 } } },
      {
        name: 'og',
        width: 1200,
        height: 630,
        formatOptions: { format: 'jpeg', options: { quality: 80 } },
      },
    ],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 200,
      label: { hr: 'Opis slike (alt)', en: 'Alternative text', de: 'Alternativtext' },
    },
  ],
  hooks: revalidateTagsHooks(cacheTags.media),
}
