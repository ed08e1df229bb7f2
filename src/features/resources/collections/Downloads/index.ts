import type { Access, CollectionConfig, Where } from 'payload'

import { isEditorOrAdmin } from '@/access/isEditorOrAdmin'
import { hasRole } from '@/access/roles'
import { imageField } from '@/fields/imageField'
import { orderField, shownField } from '@/fields/listFields'
import { revalidateTagsHooks } from '@/hooks/revalidateTagsHooks'
import { locales, localeLabels } from '@/i18n/locales'
import { missingFileIsNotFound, privateFolder } from '@/media/uploadFolders'
import { cacheTags } from '@/server/cache/revalidate'

import { downloadTypes } from '../../rules/formats'
import { grantedDownload } from '../../rules/grant'

const folder = privateFolder('downloads')

/**
 * Editors and admins read every download. Everyone else reads the shown ones; their files
 * only when the download is open, or with a valid grant (`?grant=`, given for an e-mail).
 */
const readDownloads: Access = ({ req, isReadingStaticFile }) => {
  if (hasRole(req.user, 'editor', 'admin')) return true
  const shown: Where = { shown: { equals: true } }
  if (!isReadingStaticFile) return shown
  const granted = grantedDownload(req.payload.secret, req.searchParams?.get('grant') ?? '')
  const open: Where[] = [{ gated: { equals: false } }]
  if (granted !== null) open.push({ id: { equals: granted } })
  return { and: [shown, { or: open }] }
}

/**
 * The files of the resources page: PDF guides and spreadsheet templates with a title, a
 * description, the document's language and a cover. An open download is a link; a gated one
 * asks for an e-mail first, which becomes a lead. Stored under FILES_DIR (or the bucket) and
 * served only through the rule above, as a download under its own name.
 */
export const Downloads: CollectionConfig = {
  slug: 'downloads',
  // Its the files in a bucket, when there is one, under this prefix (src/payload.config.ts).
  custom: { storagePrefix: 'downloads' },
  access: {
    create: isEditorOrAdmin,
    read: readDownloads,
    update: isEditorOrAdmin,
    delete: isEditorOrAdmin,
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'language', 'gated', 'order', 'shown'],
    group: { hr: 'Sadržaj', en: 'Content', de: 'Inhalte' },
  },
  labels: {
    singular: { hr: 'Materijal za preuzimanje', en: 'Download', de: 'Download' },
    plural: { hr: 'Materijali za preuzimanje', en: 'Downloads', de: 'Downloads' },
  },
  defaultSort: 'order',
  upload: {
    staticDir: folder(),
    handlers: [missingFileIsNotFound(folder)],
    mimeTypes: Object.keys(downloadTypes),
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 150,
      label: { hr: 'Naslov', en: 'Title', de: 'Titel' },
    },
    {
      name: 'description',
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: 400,
      label: { hr: 'Opis', en: 'Description', de: 'Beschreibung' },
    },
    imageField({
      name: 'cover',
      label: { hr: 'Naslovnica', en: 'Cover', de: 'Titelbild' },
    }),
    {
      name: 'language',
      type: 'select',
      required: true,
      defaultValue: 'hr',
      options: locales.map((value) => ({ value, label: localeLabels[value].name })),
      label: { hr: 'Jezik dokumenta', en: 'Document language', de: 'Sprache des Dokuments' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'gated',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: {
        hr: 'Preuzimanje uz e-mail',
        en: 'Ask for an e-mail first',
        de: 'Nur gegen E-Mail-Adresse',
      },
      admin: {
        position: 'sidebar',
        description: {
          hr: 'Posjetitelj upisuje ime i e-mail; zahtjev postaje upit, a datoteka se otvara tek tada.',
          en: 'The visitor enters a name and e-mail; the request becomes a lead, and only then is the file given.',
          de: 'Besucher geben Name und E-Mail ein; die Anfrage wird zum Lead, erst dann gibt es die Datei.',
        },
      },
    },
    orderField,
    shownField,
  ],
  hooks: revalidateTagsHooks(cacheTags.downloads),
}
