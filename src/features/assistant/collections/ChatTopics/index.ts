import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isEditorOrAdmin } from '@/access/isEditorOrAdmin'
import { nobody } from '@/access/nobody'
import { locales } from '@/i18n/locales'

import { assistantGroup } from '../Faqs'

const readOnly = { readOnly: true }

/**
 * What visitors ask the assistant, counted without personal data: a question is
 * reduced to the words it shares with the site's own content (no names, e-mails, numbers other
 * than activity codes), and only the count of each such topic is kept, with the page the
 * assistant answered from. Editors read it to see which FAQ entries are missing.
 */
export const ChatTopics: CollectionConfig = {
  slug: 'chat-topics',
  access: {
    create: nobody,
    read: isEditorOrAdmin,
    update: nobody,
    delete: isAdmin,
  },
  admin: {
    useAsTitle: 'topic',
    defaultColumns: ['topic', 'count', 'locale', 'answeredFrom', 'lastAsked'],
    group: assistantGroup,
    listSearchableFields: ['topic'],
    description: {
      hr: 'Koliko su puta posjetitelji pitali asistenta o pojedinoj temi (bez osobnih podataka). Teme bez odgovora (prazno polje "Odgovoreno iz") kandidati su za nova česta pitanja.',
      en: 'How often visitors asked the assistant about each topic (no personal data). Topics without an answer (empty "Answered from") are candidates for new FAQ entries.',
      de: 'Wie oft Besucher den Assistenten zu einem Thema gefragt haben (ohne personenbezogene Daten). Themen ohne Antwort (leeres Feld „Beantwortet aus“) sind Kandidaten für neue FAQ-Einträge.',
    },
  },
  defaultSort: '-count',
  labels: {
    singular: { hr: 'Tema pitanja', en: 'Question topic', de: 'Fragethema' },
    plural: { hr: 'Postavljena pitanja', en: 'Questions asked', de: 'Gestellte Fragen' },
  },
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { hidden: true },
    },
    {
      name: 'topic',
      type: 'text',
      required: true,
      admin: readOnly,
      label: {
        hr: 'Tema (riječi pitanja)',
        en: 'Topic (words asked)',
        de: 'Thema (Wörter der Frage)',
      },
    },
    {
      name: 'locale',
      type: 'select',
      required: true,
      options: [...locales],
      admin: readOnly,
      label: { hr: 'Jezik', en: 'Language', de: 'Sprache' },
    },
    {
      name: 'count',
      type: 'number',
      required: true,
      defaultValue: 1,
      index: true,
      admin: readOnly,
      label: { hr: 'Broj pitanja', en: 'Times asked', de: 'Anzahl' },
    },
    {
      name: 'answeredFrom',
      type: 'text',
      admin: readOnly,
      label: { hr: 'Odgovoreno iz', en: 'Answered from', de: 'Beantwortet aus' },
    },
    {
      name: 'lastAsked',
      type: 'date',
      admin: { ...readOnly, date: { pickerAppearance: 'dayOnly' } },
      label: { hr: 'Zadnji put (dan)', en: 'Last asked (day)', de: 'Zuletzt (Tag)' },
    },
  ],
}
