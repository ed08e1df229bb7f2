import type { CollectionConfig } from 'payload'

import { handlesLeads } from '@/access/handlesLeads'
import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'

import { leadEventKinds } from '../../timeline/kinds'
import { enquiriesGroup } from '../group'

const kindLabels = {
  created: { hr: 'Upit zaprimljen', en: 'Enquiry received', de: 'Anfrage eingegangen' },
  mail: { hr: 'E-mail', en: 'E-mail', de: 'E-Mail' },
  booking: { hr: 'Rezervacija', en: 'Booking', de: 'Buchung' },
  stage: { hr: 'Faza', en: 'Stage', de: 'Phase' },
  adviser: { hr: 'Savjetnik', en: 'Adviser', de: 'Berater' },
  followUp: { hr: 'Sljedeći kontakt', en: 'Follow-up', de: 'Wiedervorlage' },
  note: { hr: 'Bilješka', en: 'Note', de: 'Notiz' },
  reminder: { hr: 'Podsjetnik savjetniku', en: 'Reminder to adviser', de: 'Erinnerung an Berater' },
  anonymised: { hr: 'Anonimizirano', en: 'Anonymised', de: 'Anonymisiert' },
} as const

const readOnly = { readOnly: true }

/**
 * A lead's timeline: everything that happened to it (received through which form, its mail to
 * the firm sent or failed, a booking moved or cancelled, a stage, adviser, follow-up or note
 * changed, the adviser reminded, the person's data anonymised), who did it and when. Written
 * by the server in the same transaction as the change; nobody edits it. Shown on each lead.
 */
export const LeadEvents: CollectionConfig = {
  slug: 'lead-events',
  access: { create: nobody, read: handlesLeads, update: nobody, delete: isAdmin },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['at', 'lead', 'kind', 'summary', 'byName'],
    group: enquiriesGroup,
    description: {
      hr: 'Sve što se dogodilo s upitima: zaprimanje, e-mailovi, rezervacije, promjene faze, savjetnika i datuma sljedećeg kontakta, tko i kada.',
      en: 'Everything that happened to the enquiries: received, mails, bookings, changes of stage, adviser and follow-up date, who and when.',
      de: 'Alles, was mit den Anfragen geschah: Eingang, E-Mails, Buchungen, Änderungen von Phase, Berater und Wiedervorlage, wer und wann.',
    },
  },
  defaultSort: '-at',
  labels: {
    singular: { hr: 'Događaj upita', en: 'Enquiry event', de: 'Ereignis der Anfrage' },
    plural: { hr: 'Tijek upita', en: 'Enquiry timeline', de: 'Verlauf der Anfragen' },
  },
  fields: [
    {
      name: 'lead',
      type: 'relationship',
      relationTo: 'leads',
      index: true,
      admin: readOnly,
      label: { hr: 'Upit', en: 'Enquiry', de: 'Anfrage' },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      options: leadEventKinds.map((value) => ({ value, label: kindLabels[value] })),
      admin: readOnly,
      label: { hr: 'Vrsta', en: 'Kind', de: 'Art' },
    },
    {
      name: 'summary',
      type: 'text',
      required: true,
      maxLength: 500,
      admin: readOnly,
      label: { hr: 'Što se dogodilo', en: 'What happened', de: 'Was geschah' },
    },
    {
      name: 'by',
      type: 'relationship',
      relationTo: 'users',
      admin: { ...readOnly, hidden: true },
      label: { hr: 'Račun', en: 'Account', de: 'Konto' },
    },
    {
      // The name as it was then: an adviser may not open other accounts, and names change.
      name: 'byName',
      type: 'text',
      maxLength: 200,
      admin: readOnly,
      label: { hr: 'Tko', en: 'Who', de: 'Wer' },
    },
    {
      name: 'at',
      type: 'date',
      required: true,
      index: true,
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
      label: { hr: 'Kada', en: 'When', de: 'Wann' },
    },
  ],
}
