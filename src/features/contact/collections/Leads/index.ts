import type { CollectionConfig } from 'payload'

import { handlesLeads } from '@/access/handlesLeads'
import { nobody } from '@/access/nobody'
import { locales } from '@/i18n/locales'

import { queueLeadMail } from './hooks/queueLeadMail'

export const deliveryStatuses = ['queued', 'retrying', 'sent', 'failed'] as const
export type DeliveryStatus = (typeof deliveryStatuses)[number]

const statusLabels: Record<DeliveryStatus, Record<'hr' | 'en' | 'de', string>> = {
  queued: { hr: 'U redu za slanje', en: 'Queued', de: 'In Warteschlange' },
  retrying: { hr: 'Ponovni pokušaj', en: 'Retrying', de: 'Neuer Versuch' },
  sent: { hr: 'Poslano', en: 'Sent', de: 'Gesendet' },
  failed: { hr: 'Nije poslano', en: 'Failed', de: 'Fehlgeschlagen' },
}

/** The channel a lead came through. */
export const leadSources = [
  'contact',
  'call',
  'funding-check',
  'assistant',
  'booking',
  'application',
  'download',
] as const
export type LeadSource = (typeof leadSources)[number]

const sourceLabels: Record<LeadSource, Record<'hr' | 'en' | 'de', string>> = {
  contact: { hr: 'Kontakt obrazac', en: 'Contact form', de: 'Kontaktformular' },
  call: {
    hr: 'Pitanje o natječaju',
    en: 'Question about a call',
    de: 'Frage zu einer Ausschreibung',
  },
  'funding-check': {
    hr: 'Provjera financiranja',
    en: 'Funding check',
    de: 'Förderprüfung',
  },
  assistant: { hr: 'Asistent', en: 'Assistant', de: 'Assistent' },
  application: { hr: 'Prijava za posao', en: 'Job application', de: 'Bewerbung' },
  download: { hr: 'Preuzimanje materijala', en: 'Download', de: 'Download' },
  booking: { hr: 'Rezervacija konzultacija', en: 'Consultation booking', de: 'Beratungsbuchung' },
}

const readOnly = { readOnly: true }

/** Shown only for leads of one channel. */
const onlyFor = (source: LeadSource) => ({
  ...readOnly,
  condition: (data: Record<string, unknown>) => data?.source === source,
})

/**
 * Every request of a person to the firm, whatever the channel: contact-form enquiries, job
 * applications (with the CV, stored privately) and gated downloads. Stored first, then
 * e-mailed to the firm's inbox by a queued job with retries; the delivery group shows how that
 * went. Editors may set a failed enquiry back to "queued" to send it again.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  access: {
    create: nobody,
    read: handlesLeads,
    update: handlesLeads,
    delete: handlesLeads,
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'source', 'delivery.status', 'createdAt'],
    group: { hr: 'Upiti', en: 'Enquiries', de: 'Anfragen' },
  },
  labels: {
    singular: { hr: 'Upit', en: 'Enquiry', de: 'Anfrage' },
    plural: { hr: 'Upiti', en: 'Enquiries', de: 'Anfragen' },
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'firstName',
          type: 'text',
          required: true,
          maxLength: 100,
          admin: readOnly,
          label: { hr: 'Ime', en: 'First name', de: 'Vorname' },
        },
        {
          name: 'lastName',
          type: 'text',
          maxLength: 100,
          admin: readOnly,
          label: { hr: 'Prezime', en: 'Last name', de: 'Nachname' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true, admin: readOnly, label: 'E-mail' },
        {
          name: 'company',
          type: 'text',
          maxLength: 150,
          admin: readOnly,
          label: { hr: 'Tvrtka', en: 'Company', de: 'Unternehmen' },
        },
      ],
    },
    {
      name: 'message',
      type: 'textarea',
      maxLength: 5000,
      admin: readOnly,
      label: { hr: 'Poruka', en: 'Message', de: 'Nachricht' },
    },
    {
      name: 'job',
      type: 'relationship',
      relationTo: 'jobs',
      admin: onlyFor('application'),
      label: { hr: 'Oglas za posao', en: 'Job opening', de: 'Stellenanzeige' },
    },
    {
      name: 'cv',
      type: 'upload',
      relationTo: 'application-files',
      admin: onlyFor('application'),
      label: { hr: 'Životopis (PDF)', en: 'CV (PDF)', de: 'Lebenslauf (PDF)' },
    },
    {
      name: 'download',
      type: 'relationship',
      relationTo: 'downloads',
      admin: onlyFor('download'),
      label: { hr: 'Preuzeti materijal', en: 'Downloaded file', de: 'Heruntergeladene Datei' },
    },
    {
      name: 'booking',
      type: 'relationship',
      relationTo: 'bookings',
      admin: onlyFor('booking'),
      label: { hr: 'Rezervacija', en: 'Booking', de: 'Buchung' },
    },
    {
      name: 'call',
      type: 'relationship',
      relationTo: 'funding-calls',
      admin: { ...readOnly, condition: (data: Record<string, unknown>) => Boolean(data?.call) },
      label: { hr: 'Natječaj', en: 'Funding call', de: 'Ausschreibung' },
    },
    {
      type: 'row',
      admin: { condition: (data: Record<string, unknown>) => Boolean(data?.code) },
      fields: [
        {
          name: 'code',
          type: 'text',
          maxLength: 10,
          admin: readOnly,
          label: {
            hr: 'Provjerena djelatnost (NKD)',
            en: 'Activity code checked (NKD)',
            de: 'Geprüfter Tätigkeitscode (NKD)',
          },
        },
        {
          name: 'codeVersion',
          type: 'select',
          options: [
            { value: 'nkd2007', label: 'NKD 2007' },
            { value: 'nkd2025', label: 'NKD 2025' },
          ],
          admin: readOnly,
          label: { hr: 'Klasifikacija', en: 'Classification', de: 'Klassifikation' },
        },
      ],
    },
    {
      name: 'source',
      type: 'select',
      required: true,
      defaultValue: 'contact',
      index: true,
      options: leadSources.map((value) => ({ value, label: sourceLabels[value] })),
      admin: { ...readOnly, position: 'sidebar' },
      label: { hr: 'Kanal', en: 'Channel', de: 'Kanal' },
    },
    {
      name: 'locale',
      type: 'select',
      required: true,
      options: [...locales],
      admin: { ...readOnly, position: 'sidebar' },
      label: { hr: 'Jezik stranice', en: 'Site language', de: 'Sprache der Website' },
    },
    {
      name: 'delivery',
      type: 'group',
      label: { hr: 'Dostava e-mailom', en: 'E-mail delivery', de: 'Zustellung per E-Mail' },
      admin: { position: 'sidebar' },
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'queued',
          index: true,
          options: deliveryStatuses.map((value) => ({ value, label: statusLabels[value] })),
          label: { hr: 'Stanje', en: 'Status', de: 'Status' },
          admin: {
            description: {
              hr: 'Za ponovno slanje neuspjelog upita postavite „U redu za slanje” i spremite.',
              en: 'To send a failed enquiry again, set it to "Queued" and save.',
              de: 'Um eine fehlgeschlagene Anfrage erneut zu senden, auf „In Warteschlange” setzen und speichern.',
            },
          },
        },
        {
          name: 'attempts',
          type: 'number',
          defaultValue: 0,
          min: 0,
          admin: readOnly,
          label: { hr: 'Pokušaji slanja', en: 'Attempts', de: 'Versuche' },
        },
        {
          name: 'sentAt',
          type: 'date',
          admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
          label: { hr: 'Poslano', en: 'Sent at', de: 'Gesendet am' },
        },
        {
          name: 'lastError',
          type: 'text',
          maxLength: 500,
          admin: readOnly,
          label: { hr: 'Zadnja pogreška', en: 'Last error', de: 'Letzter Fehler' },
        },
      ],
    },
  ],
  hooks: {
    afterChange: [queueLeadMail],
  },
}
