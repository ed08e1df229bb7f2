import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Plugin } from 'payload'

import { isEditorOrAdmin } from '@/access/isEditorOrAdmin'
import { revalidateTagsHooks } from '@/hooks/revalidateTagsHooks'
import { cacheTags } from '@/server/cache/revalidate'

import { label } from './blocks/fields'

/**
 * The official SEO plugin (title, description and share image per page and language, in an SEO
 * tab) and redirects plugin (old address → page or address). Redirects are for editors only:
 * the site reads them on the server.
 */
export const pagePlugins: Plugin[] = [
  seoPlugin({ collections: ['pages'], uploadsCollection: 'media', tabbedUI: true }),
  redirectsPlugin({
    collections: ['pages'],
    overrides: {
      labels: {
        singular: label('Preusmjeravanje', 'Redirect', 'Weiterleitung'),
        plural: label('Preusmjeravanja', 'Redirects', 'Weiterleitungen'),
      },
      access: {
        read: isEditorOrAdmin,
        create: isEditorOrAdmin,
        update: isEditorOrAdmin,
        delete: isEditorOrAdmin,
      },
      admin: { group: label('Sadržaj', 'Content', 'Inhalt') },
      hooks: revalidateTagsHooks(cacheTags.pages),
    },
  }),
]
