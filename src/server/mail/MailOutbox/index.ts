import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'

const readOnly = { readOnly: true }
// The mail as it went out, recorded by the server: outside the text rule (src/fields/plainText.ts),
// which would only lose the mail, not stop it.
const asSent = { plainText: false }

/**
 * Mail that would have gone out if SMTP_URL were set (the embedded default): kept here so that
 * nothing is lost on a machine without a mail server. Admins only: it holds enquiries and
 * other people's mail. Links that open something on their own (resets, confirmations, manage
 * and unsubscribe links, download grants) are kept with their secret masked (../maskLinks.ts).
 */
export const MailOutbox: CollectionConfig = {
  slug: 'mail-outbox',
  access: {
    create: nobody,
    read: isAdmin,
    update: nobody,
    delete: isAdmin,
  },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'createdAt'],
    group: { hr: 'Upiti', en: 'Enquiries', de: 'Anfragen' },
    description: {
      hr: 'Poruke koje nisu poslane jer SMTP_URL nije postavljen. Tajni dijelovi poveznica (token, grant) su skriveni.',
      en: 'Mail that was not sent because SMTP_URL is not set. The secret parts of links (token, grant) are hidden.',
      de: 'E-Mails, die nicht versendet wurden, weil SMTP_URL nicht gesetzt ist. Geheime Teile von Links (token, grant) sind ausgeblendet.',
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
      custom: asSent,
      label: { hr: 'Prima', en: 'To', de: 'An' },
    },
    {
      name: 'subject',
      type: 'text',
      required: true,
      admin: readOnly,
      custom: asSent,
      label: { hr: 'Predmet', en: 'Subject', de: 'Betreff' },
    },
    {
      name: 'text',
      type: 'textarea',
      admin: readOnly,
      custom: asSent,
      label: { hr: 'Tekst', en: 'Text', de: 'Text' },
    },
    { name: 'html', type: 'textarea', admin: { hidden: true } },
  ],
}
