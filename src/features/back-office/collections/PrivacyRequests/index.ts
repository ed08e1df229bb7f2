import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'

import { privacyEndpoints } from '../../privacy/endpoints'
import { enquiriesGroup } from '../group'

const readOnly = { readOnly: true }

/**
 * The audit of requests about a person's data: who searched, exported or erased what was held
 * about an e-mail address, and when, with how many records each collection held. The address
 * itself is kept only as a keyed hash (an erased person is not named again here; a repeated
 * request for the same address can still be matched). Admins only; nobody edits it.
 */
export const PrivacyRequests: CollectionConfig = {
  slug: 'privacy-requests',
  access: { create: nobody, read: isAdmin, update: nobody, delete: nobody },
  // Find, export and erase under /api/privacy-requests (privacy/endpoints.ts), matched before
  // Payload's REST routes of the collection.
  endpoints: privacyEndpoints,
  admin: {
    useAsTitle: 'action',
    defaultColumns: ['at', 'action', 'by', 'total'],
    group: enquiriesGroup,
    components: {
      beforeList: ['/features/back-office/privacy/admin/PersonalDataRequests#PersonalDataRequests'],
    },
    description: {
      hr: 'Zahtjevi za osobne podatke: pronađite sve što se čuva o e-mail adresi, izvezite to za osobu ili obrišite. Svaka radnja ostaje zapisana (tko i kada), bez same adrese.',
      en: 'Personal data requests: find everything held about an e-mail address, export it for the person, or erase it. Each action is recorded (who and when), without the address itself.',
      de: 'Anfragen zu personenbezogenen Daten: alles zu einer E-Mail-Adresse finden, für die Person exportieren oder löschen. Jede Aktion wird protokolliert (wer und wann), ohne die Adresse selbst.',
    },
  },
  defaultSort: '-at',
  labels: {
    singular: {
      hr: 'Zahtjev za osobne podatke',
      en: 'Personal data request',
      de: 'Datenschutzanfrage',
    },
    plural: { hr: 'Osobni podaci', en: 'Personal data', de: 'Personenbezogene Daten' },
  },
  fields: [
    {
      name: 'action',
      type: 'select',
      required: true,
      options: [
        { value: 'find', label: { hr: 'Pretraga', en: 'Search', de: 'Suche' } },
        { value: 'export', label: { hr: 'Izvoz', en: 'Export', de: 'Export' } },
        { value: 'erase', label: { hr: 'Brisanje', en: 'Erasure', de: 'Löschung' } },
        {
          value: 'retention',
          label: { hr: 'Istek roka čuvanja', en: 'Retention period', de: 'Aufbewahrungsfrist' },
        },
      ],
      admin: readOnly,
      label: { hr: 'Radnja', en: 'Action', de: 'Aktion' },
    },
    {
      name: 'subject',
      type: 'text',
      index: true,
      admin: { ...readOnly, hidden: true },
      label: { hr: 'Oznaka adrese', en: 'Address key', de: 'Adressschlüssel' },
    },
    {
      name: 'counts',
      type: 'json',
      admin: readOnly,
      label: { hr: 'Zapisi po zbirci', en: 'Records per collection', de: 'Einträge je Sammlung' },
    },
    {
      name: 'total',
      type: 'number',
      admin: readOnly,
      label: { hr: 'Ukupno zapisa', en: 'Records in all', de: 'Einträge insgesamt' },
    },
    {
      name: 'by',
      type: 'relationship',
      relationTo: 'users',
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
