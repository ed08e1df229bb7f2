import { sql } from 'drizzle-orm'
import type { CollectionConfig } from 'payload'

import { handlesLeads } from '@/access/handlesLeads'
import { nobody } from '@/access/nobody'
import { companySizes, counties } from '@/features/funding-calls/rules'
import { locales } from '@/i18n/locales'

import { alertFrequencies, alertStatuses, pauseReasons } from '../../rules/alertValues'
import { alertEndpoints } from '../../endpoints'
import { rows } from '@/server/sql'
import { alertsGroup, dayAndTime } from '../group'

const statusLabels = {
  pending: { hr: 'Čeka potvrdu', en: 'Pending', de: 'Unbestätigt' },
  active: { hr: 'Aktivna', en: 'Active', de: 'Aktiv' },
  paused: { hr: 'Pauzirana', en: 'Paused', de: 'Pausiert' },
} as const

const frequencyLabels = {
  instant: { hr: 'Odmah', en: 'Instant', de: 'Sofort' },
  weekly: { hr: 'Tjedni pregled', en: 'Weekly digest', de: 'Wöchentliche Übersicht' },
} as const

const pauseLabels = {
  subscriber: { hr: 'Pretplatnik', en: 'Subscriber', de: 'Abonnent' },
  refused: {
    hr: 'Poslužitelj je odbio poštu',
    en: 'Mail server refused the mail',
    de: 'Mailserver hat die Mail abgelehnt',
  },
} as const

const readOnly = { readOnly: true }

/**
 * Alert subscriptions: an address, the filters it wants calls by (activity codes in their
 * classification version, county, company size, programme, least amount) or the one call it
 * follows, instant mails or a weekly digest. Double opt-in by mail link; managed through a
 * signed link in every mail, or on the account page by the member who owns it. Only the address
 * and the filters are kept; deleting an alert deletes its deliveries. The site writes through
 * the local API; editors read them and may delete one.
 */
export const Alerts: CollectionConfig = {
  slug: 'alerts',
  access: { create: nobody, read: handlesLeads, update: nobody, delete: handlesLeads },
  // The site's own routes under /api/alerts (subscribe, confirm, manage, unsubscribe, not
  // relevant), matched before Payload's REST routes of the collection (creating through REST
  // stays closed).
  endpoints: alertEndpoints,
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'frequency', 'locale', 'confirmedAt'],
    group: alertsGroup,
  },
  labels: {
    singular: { hr: 'Obavijest o natječajima', en: 'Call alert', de: 'Ausschreibungs-Alarm' },
    plural: { hr: 'Obavijesti o natječajima', en: 'Call alerts', de: 'Ausschreibungs-Alarme' },
  },
  fields: [
    { name: 'email', type: 'email', required: true, index: true, admin: readOnly },
    {
      name: 'locale',
      type: 'select',
      required: true,
      options: [...locales],
      label: { hr: 'Jezik', en: 'Language', de: 'Sprache' },
      admin: readOnly,
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: alertStatuses.map((value) => ({ value, label: statusLabels[value] })),
      label: { hr: 'Stanje', en: 'Status', de: 'Status' },
      admin: { ...readOnly, position: 'sidebar' },
    },
    {
      name: 'pausedBy',
      type: 'select',
      options: pauseReasons.map((value) => ({ value, label: pauseLabels[value] })),
      label: { hr: 'Pauzirao', en: 'Paused by', de: 'Pausiert durch' },
      admin: { ...readOnly, position: 'sidebar' },
    },
    {
      name: 'frequency',
      type: 'select',
      required: true,
      defaultValue: 'instant',
      options: alertFrequencies.map((value) => ({ value, label: frequencyLabels[value] })),
      label: { hr: 'Učestalost', en: 'Frequency', de: 'Häufigkeit' },
      admin: readOnly,
    },
    {
      name: 'call',
      type: 'relationship',
      relationTo: 'funding-calls',
      index: true,
      label: { hr: 'Praćeni natječaj', en: 'Followed call', de: 'Verfolgte Ausschreibung' },
      admin: readOnly,
    },
    {
      name: 'codes',
      type: 'array',
      maxRows: 10,
      label: { hr: 'Šifre djelatnosti', en: 'Activity codes', de: 'Tätigkeitscodes' },
      admin: readOnly,
      fields: [
        { name: 'code', type: 'text', required: true },
        {
          name: 'classification',
          type: 'select',
          required: true,
          defaultValue: 'nkd2007',
          options: [
            { value: 'nkd2007', label: 'NKD 2007' },
            { value: 'nkd2025', label: 'NKD 2025' },
          ],
        },
      ],
    },
    // The keys the subscriber's codes look for (their own and, through the official
    // correspondence, the other version's), one indexed row each: a new call finds its
    // subscribers by its codes' keys without reading every alert (see fanOut).
    {
      name: 'matchKeys',
      type: 'array',
      admin: { hidden: true },
      fields: [{ name: 'key', type: 'text', required: true, index: true }],
    },
    {
      name: 'anyCode',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { hidden: true },
    },
    {
      name: 'county',
      type: 'select',
      options: [...counties],
      label: { hr: 'Županija', en: 'County', de: 'Gespanschaft' },
      admin: readOnly,
    },
    {
      name: 'size',
      type: 'select',
      options: [...companySizes],
      label: { hr: 'Veličina poduzeća', en: 'Company size', de: 'Unternehmensgröße' },
      admin: readOnly,
    },
    {
      name: 'programme',
      type: 'relationship',
      relationTo: 'programmes',
      label: { hr: 'Program', en: 'Programme', de: 'Programm' },
      admin: readOnly,
    },
    {
      name: 'minAmount',
      type: 'number',
      min: 0,
      label: { hr: 'Najmanji iznos (EUR)', en: 'Least amount (EUR)', de: 'Mindestbetrag (EUR)' },
      admin: readOnly,
    },
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      label: { hr: 'Član', en: 'Member', de: 'Mitglied' },
      admin: { ...readOnly, position: 'sidebar' },
    },
    {
      name: 'consentAt',
      type: 'date',
      required: true,
      label: { hr: 'Privola dana', en: 'Consent given', de: 'Einwilligung am' },
      admin: { ...readOnly, ...dayAndTime, position: 'sidebar' },
    },
    {
      name: 'consentText',
      type: 'text',
      required: true,
      label: {
        hr: 'Verzija teksta privole',
        en: 'Consent text version',
        de: 'Fassung des Einwilligungstexts',
      },
      admin: { ...readOnly, position: 'sidebar' },
    },
    {
      name: 'confirmedAt',
      type: 'date',
      label: { hr: 'Potvrđeno dana', en: 'Confirmed at', de: 'Bestätigt am' },
      admin: { ...readOnly, ...dayAndTime, position: 'sidebar' },
    },
    // The secret half of the alert's links: a random salt that the links' signature covers, so
    // a new salt voids every link mailed so far (see alertToken).
    { name: 'salt', type: 'text', required: true, hidden: true },
  ],
  hooks: {
    // Its history goes with it: the deliveries name the alert (privacy, issue 32). One
    // statement, in the delete's transaction, however many there are.
    beforeDelete: [
      async ({ id, req }) => {
        await rows(req.payload, sql`DELETE FROM alert_deliveries WHERE alert_id = ${id}`, req)
      },
    ],
  },
}
