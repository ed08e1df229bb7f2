import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditorOrAdmin } from '@/access/isEditorOrAdmin'
import { localizedMessage } from '@/fields/localizedMessage'

const pageMessage = localizedMessage({
  hr: 'Put stranice na ovom webu, npr. /services/eu-funding ili /otvoreni-natjecaji.',
  en: 'A path on this site, e.g. /services/eu-funding or /otvoreni-natjecaji.',
  de: 'Ein Pfad dieser Website, z. B. /services/eu-funding oder /otvoreni-natjecaji.',
})

export const assistantGroup = { hr: 'Asistent', en: 'Assistant', de: 'Assistent' }

/**
 * Questions and answers the chat assistant draws on first, each with the page that
 * goes deeper. Editors write them in three languages; the assistant picks up a change within
 * half a minute.
 */
export const Faqs: CollectionConfig = {
  slug: 'faqs',
  access: {
    create: isEditorOrAdmin,
    read: anyone,
    update: isEditorOrAdmin,
    delete: isEditorOrAdmin,
  },
  admin: {
    useAsTitle: 'question',
    defaultColumns: ['question', 'page', 'updatedAt'],
    group: assistantGroup,
    description: {
      hr: 'Pitanja i odgovori iz kojih asistent u razgovoru odgovara posjetiteljima.',
      en: 'Questions and answers the chat assistant answers visitors from.',
      de: 'Fragen und Antworten, aus denen der Chat-Assistent den Besuchern antwortet.',
    },
  },
  labels: {
    singular: { hr: 'Česta pitanja', en: 'FAQ entry', de: 'FAQ-Eintrag' },
    plural: { hr: 'Česta pitanja', en: 'FAQ', de: 'FAQ' },
  },
  fields: [
    {
      name: 'question',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 200,
      label: { hr: 'Pitanje', en: 'Question', de: 'Frage' },
    },
    {
      name: 'answer',
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: 2000,
      label: { hr: 'Odgovor', en: 'Answer', de: 'Antwort' },
    },
    {
      name: 'page',
      type: 'text',
      required: true,
      maxLength: 200,
      defaultValue: '/',
      label: { hr: 'Stranica s više informacija', en: 'Page with more', de: 'Seite mit mehr' },
      admin: {
        position: 'sidebar',
        description: {
          hr: 'Asistent uz odgovor povezuje ovu stranicu, npr. /services/eu-funding.',
          en: 'The assistant links this page with the answer, e.g. /services/eu-funding.',
          de: 'Der Assistent verlinkt diese Seite mit der Antwort, z. B. /services/eu-funding.',
        },
      },
      validate: (value: null | string | undefined, options: Parameters<typeof pageMessage>[0]) =>
        typeof value === 'string' && /^\/[a-z0-9\-/#]*$/.test(value) ? true : pageMessage(options),
    },
    {
      name: 'key',
      type: 'text',
      unique: true,
      index: true,
      maxLength: 60,
      label: { hr: 'Ključ', en: 'Key', de: 'Schlüssel' },
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
}
