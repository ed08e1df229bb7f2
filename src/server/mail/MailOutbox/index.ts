import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isEditorOrAdmin } from '@/access/isEditorOrAdmin'
import { nobody } from '@/access/nobody'

const readOnly = { readOnly: true }

/**
 * Mail that would have gone out if SMTP_URL were set (the embedded default): kept here so an
 * editor can read every enquiry and confirmation link in /admin.
 */
export const MailOutbox: CollectionConfig = {
  slug: 'mail-outbox',
  access: {
    create: nobody,
    read: isEditorOrAdmin,
    update: nobody,
    delete: isAdmin,
  },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'createdAt'],
    group: { hr: 'Upiti', en: 'Enquiries', de: 'Anfragen' },
    description: {
      hr: 'Poruke koje nisu poslane jer SMTP_URL nije postavljen.',
      en: 'Mail that was not sent because SMTP_URL is not set.',
      de: 'E-Mails, die nicht versendet wurden, weil SMTP_URL nicht gesetzt ist.',
    },
  },
  labels: {
    singular: { hr: 'Poruka u izlaznom spremniku', en: 'Outbox mail', de: 'Postausgang-E-Mail' },
    plural: { hr: 'Izlazni spremnik', en: 'Outbox', de: 'Postausgang' },
  },
  fields: [
    {
      name: 'to',
      type: 'text',
      required: true,
      admin: readOnly,
      label: { hr: 'Prima', en: 'To', de: 'An' },
    },
    {
      name: 'subject',
      type: 'text',
      required: true,
      admin: readOnly,
      label: { hr: 'Predmet', en: 'Subject', de: 'Betreff' },
    },
    {
      name: 'text',
      type: 'textarea',
      admin: readOnly,
      label: { hr: 'Tekst', en: 'Text', de: 'Text' },
    },
    { name: 'html', type: 'textarea', admin: { hidden: true } },
  ],
}
