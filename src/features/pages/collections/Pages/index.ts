import type { Access, CollectionConfig, TextFieldSingleValidation } from 'payload'

import { isEditorOrAdmin } from '@/access/isEditorOrAdmin'
import { hasRole } from '@/access/roles'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { cacheTags, revalidate } from '@/server/cache/revalidate'

import { commonBlocks } from '../../blocks/common'
import { label } from '../../blocks/fields'
import { homeBlocks } from '../../blocks/home'
import { serviceBlocks } from '../../blocks/service'
import { keepOldPathWorking, rememberPublishedPath } from '../../redirectHooks'
import { normalisePath, pathProblem, type PathProblem } from '../../rules/path'
import { pageTemplates } from '../../rules/templates'

/** Editors and admins read drafts too; everyone else only published pages. */
const publishedOrEditor: Access = ({ req: { user } }) =>
  hasRole(user, 'editor', 'admin') ? true : { _status: { equals: 'published' } }

const pathMessages: Record<PathProblem, { hr: string; en: string; de: string }> = {
  format: label(
    'Adresa je / ili do tri dijela od malih slova, brojki i crtica, npr. /usluge/eu-fondovi.',
    'The address is / or up to three parts of lowercase letters, digits and hyphens, e.g. /services/eu-funding.',
    'Die Adresse ist / oder bis zu drei Teile aus Kleinbuchstaben, Ziffern und Bindestrichen, z. B. /services/eu-funding.',
  ),
  reserved: label(
    'Ovu adresu koristi sama stranica (npr. /insights, /tools, /en): odaberite drugu.',
    'The site itself uses this address (e.g. /insights, /tools, /en): choose another.',
    'Diese Adresse nutzt die Website selbst (z. B. /insights, /tools, /en): wählen Sie eine andere.',
  ),
  tooLong: label(
    'Adresa može imati najviše 120 znakova.',
    'The address may have at most 120 characters.',
    'Die Adresse darf höchstens 120 Zeichen haben.',
  ),
}

const validatePath: TextFieldSingleValidation = (value, { req }) => {
  if (!value) return true // `required` says it
  const problem = pathProblem(normalisePath(value))
  if (!problem) return true
  const language = req.i18n?.language
  return pathMessages[problem][isLocale(language) ? language : defaultLocale]
}

/**
 * A page of the site that editors build from blocks, per language: the home page, the service
 * pages, careers, resources, the legal pages and any new one. Drafts are saved as editors type
 * and previewed in the site's frame; publishing (now or at a set time, by the job queue) makes
 * the page public and expires its cached copies in every language.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: {
    singular: label('Stranica', 'Page', 'Seite'),
    plural: label('Stranice', 'Pages', 'Seiten'),
  },
  access: {
    create: isEditorOrAdmin,
    read: publishedOrEditor,
    readVersions: isEditorOrAdmin,
    update: isEditorOrAdmin,
    delete: isEditorOrAdmin,
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'updatedAt'],
    group: label('Sadržaj', 'Content', 'Inhalt'),
    // The site's own address, so the frame is the same origin as /admin.
    livePreview: {
      url: ({ data, locale }) =>
        `/next/preview?path=${encodeURIComponent(String(data?.path ?? '/'))}&locale=${locale.code}`,
    },
    preview: (data, { locale }) =>
      `/next/preview?path=${encodeURIComponent(String(data?.path ?? '/'))}&locale=${locale}`,
  },
  defaultSort: 'path',
  versions: {
    maxPerDoc: 50,
    drafts: { autosave: { interval: 800 }, schedulePublish: true },
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 120,
      label: label('Naziv (u /admin)', 'Name (in /admin)', 'Name (in /admin)'),
    },
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 120,
      label: label('Adresa', 'Address', 'Adresse'),
      validate: validatePath,
      hooks: {
        beforeValidate: [({ value }) => (typeof value === 'string' ? normalisePath(value) : value)],
      },
      admin: {
        position: 'sidebar',
        description: label(
          'Ista u svim jezicima, npr. /usluge/eu-fondovi (engleski: /en/usluge/eu-fondovi). Stara adresa nakon promjene vodi na novu.',
          'The same in every language, e.g. /services/eu-funding (English: /en/services/eu-funding). After a change the old address leads to the new one.',
          'In allen Sprachen gleich, z. B. /services/eu-funding (Englisch: /en/services/eu-funding). Nach einer Änderung führt die alte Adresse zur neuen.',
        ),
      },
    },
    {
      name: 'template',
      type: 'select',
      required: true,
      defaultValue: 'full',
      label: label('Izgled', 'Layout', 'Layout'),
      options: pageTemplates.map((value) => ({
        value,
        label: {
          full: label(
            'Puna širina (odjeljci)',
            'Full width (sections)',
            'Volle Breite (Abschnitte)',
          ),
          contained: label('Sadržajna stranica', 'Content page', 'Inhaltsseite'),
          document: label('Dokument (uska)', 'Document (narrow)', 'Dokument (schmal)'),
        }[value],
      })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'layout',
      type: 'blocks',
      required: true,
      localized: true,
      minRows: 1,
      label: label('Odjeljci', 'Sections', 'Abschnitte'),
      blocks: [...homeBlocks, ...serviceBlocks, ...commonBlocks],
    },
  ],
  hooks: {
    beforeChange: [rememberPublishedPath],
    afterChange: [
      keepOldPathWorking,
      async ({ doc, req }) => {
        await revalidate([cacheTags.pages, cacheTags.sitemap], req)
        return doc
      },
    ],
    afterDelete: [
      async ({ doc, req }) => {
        await revalidate([cacheTags.pages, cacheTags.sitemap], req)
        return doc
      },
    ],
  },
}
