import type { CollectionConfig } from 'payload'

import { handlesLeads } from '@/access/handlesLeads'
import { nobody } from '@/access/nobody'
import { locales } from '@/i18n/locales'

export const subscriberStatuses = ['pending', 'confirmed', 'unsubscribed'] as const

const statusLabels = {
  pending: { hr: 'Čeka potvrdu', en: 'Pending', de: 'Unbestätigt' },
  confirmed: { hr: 'Potvrđeno', en: 'Confirmed', de: 'Bestätigt' },
  unsubscribed: { hr: 'Odjavljen', en: 'Unsubscribed', de: 'Abgemeldet' },
} as const

const readOnly = { readOnly: true }

/**
 * Newsletter subscribers: one row per normalised address, double opt-in
 * by mail link, one-click unsubscribe. Never readable by the public, and in /admin only by
 * those who handle leads (personal data); the site writes through the local API.
 */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  access: {
    create: nobody,
    read: handlesLeads,
    update: handlesLeads,
    delete: handlesLeads,
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'status', 'locale', 'consentAt'],
    group: { hr: 'Upiti', en: 'Enquiries', de: 'Anfragen' },
  },
  labels: {
    singular: { hr: 'Pretplatnik', en: 'Subscriber', de: 'Abonnent' },
    plural: {
      hr: 'Pretplatnici na newsletter',
      en: 'Newsletter subscribers',
      de: 'Newsletter-Abonnenten',
    },
  },
  fields: [
    {
      name: 'email',
      type: 'email',
      required: true,
      unique: true,
      index: true,
      admin: readOnly,
      label: 'E-mail',
    },
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: 100,
      label: { hr: 'Ime', en: 'Name', de: 'Name' },
    },
    {
      name: 'locale',
      type: 'select',
      required: true,
      options: [...locales],
      label: { hr: 'Jezik', en: 'Language', de: 'Sprache' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: subscriberStatuses.map((value) => ({ value, label: statusLabels[value] })),
      label: { hr: 'Stanje', en: 'Status', de: 'Status' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'consentAt',
      type: 'date',
      required: true,
      admin: { ...readOnly, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      label: { hr: 'Privola dana', en: 'Consent given', de: 'Einwilligung am' },
    },
    {
      name: 'confirmedAt',
      type: 'date',
      admin: { ...readOnly, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      label: { hr: 'Potvrđeno dana', en: 'Confirmed at', de: 'Bestätigt am' },
    },
    {
      name: 'unsubscribedAt',
      type: 'date',
      admin: { ...readOnly, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      label: { hr: 'Odjavljeno dana', en: 'Unsubscribed at', de: 'Abgemeldet am' },
    },
    {
      name: 'token',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      hidden: true,
    },
  ],
}
