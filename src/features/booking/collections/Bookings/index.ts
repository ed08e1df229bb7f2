import type { CollectionConfig, FieldAccess, SelectFieldSingleValidation } from 'payload'

import { handlesLeads } from '@/access/handlesLeads'
import { nobody } from '@/access/nobody'
import { locales } from '@/i18n/locales'
import { adminLanguage } from '@/i18n/adminLanguage'

import { bookingStatuses } from '../../rules/bookingValues'
import { bookingEndpoints } from '../../endpoints'
import { bookingGroup, dayAndTime } from '../group'

import { markCancelled, queueBookingMails, recordOnLead } from './hooks'

const statusLabels = {
  booked: { hr: 'Rezervirano', en: 'Booked', de: 'Gebucht' },
  cancelled: { hr: 'Otkazano', en: 'Cancelled', de: 'Storniert' },
  held: { hr: 'Održano', en: 'Held', de: 'Stattgefunden' },
  'no-show': { hr: 'Nije došao', en: 'No-show', de: 'Nicht erschienen' },
} as const

const notYet = {
  hr: 'Sastanak još nije počeo: održan ili propušten može se označiti tek nakon početka.',
  en: 'The meeting has not started yet: mark it held or no-show once it has begun.',
  de: 'Der Termin hat noch nicht begonnen: „Stattgefunden” oder „Nicht erschienen” erst ab Beginn.',
}
const noRestore = {
  hr: 'Otkazana rezervacija ne može se vratiti; termin je možda već zauzet. Napravite novu rezervaciju.',
  en: 'A cancelled booking cannot be restored; its time may be taken. Make a new booking.',
  de: 'Eine stornierte Buchung kann nicht wiederhergestellt werden; der Termin ist womöglich vergeben. Buchen Sie neu.',
}

/** What the person booked and when: set by the site, never changed in /admin or over REST. */
const fixed: { update: FieldAccess } = { update: () => false }
const readOnly = { readOnly: true }

/**
 * Bookings of the free consultation: the slot (start and end in UTC, shown in Zagreb time), the
 * adviser it is assigned to, who booked and what about (a call, an activity code), and its
 * state. `slotKey` ("adviser:start") is unique while the booking holds its slot and empty once
 * cancelled, so the database itself refuses a second booking of an adviser's slot. Each booking
 * is also a lead (source "booking"). Advisers mark a meeting held or no-show; cancelling here
 * mails the visitor and the adviser a CANCEL, as the visitor's own link does.
 */
export const Bookings: CollectionConfig = {
  slug: 'bookings',
  access: { create: nobody, read: handlesLeads, update: handlesLeads, delete: nobody },
  // The site's routes under /api/bookings (book, slots, manage), matched before Payload's REST
  // routes of the collection (creating through REST stays closed).
  endpoints: bookingEndpoints,
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['start', 'name', 'company', 'adviser', 'status'],
    group: bookingGroup,
    listSearchableFields: ['name', 'email', 'company'],
    components: {
      beforeList: ['/features/booking/admin/BookingAgenda#BookingAgenda'],
    },
  },
  defaultSort: '-start',
  labels: {
    singular: { hr: 'Rezervacija', en: 'Booking', de: 'Buchung' },
    plural: { hr: 'Rezervacije', en: 'Bookings', de: 'Buchungen' },
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'start',
          type: 'date',
          required: true,
          index: true,
          access: fixed,
          admin: { ...readOnly, ...dayAndTime },
          label: { hr: 'Početak', en: 'Start', de: 'Beginn' },
        },
        {
          name: 'end',
          type: 'date',
          required: true,
          access: fixed,
          admin: { ...readOnly, ...dayAndTime },
          label: { hr: 'Kraj', en: 'End', de: 'Ende' },
        },
      ],
    },
    {
      name: 'adviser',
      type: 'relationship',
      relationTo: 'advisers',
      index: true,
      access: fixed,
      admin: readOnly,
      label: { hr: 'Savjetnik', en: 'Adviser', de: 'Berater' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          type: 'text',
          required: true,
          maxLength: 100,
          access: fixed,
          admin: readOnly,
          label: { hr: 'Ime i prezime', en: 'Name', de: 'Name' },
        },
        {
          name: 'company',
          type: 'text',
          maxLength: 150,
          access: fixed,
          admin: readOnly,
          label: { hr: 'Tvrtka', en: 'Company', de: 'Unternehmen' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'email',
          type: 'email',
          required: true,
          index: true,
          access: fixed,
          admin: readOnly,
          label: 'E-mail',
        },
        {
          name: 'phone',
          type: 'text',
          required: true,
          maxLength: 30,
          access: fixed,
          admin: readOnly,
          label: { hr: 'Telefon', en: 'Phone', de: 'Telefon' },
        },
      ],
    },
    {
      name: 'topic',
      type: 'textarea',
      required: true,
      maxLength: 2000,
      access: fixed,
      admin: readOnly,
      label: { hr: 'Tema', en: 'Topic', de: 'Thema' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'call',
          type: 'relationship',
          relationTo: 'funding-calls',
          access: fixed,
          admin: readOnly,
          label: { hr: 'Natječaj', en: 'Funding call', de: 'Ausschreibung' },
        },
        {
          name: 'code',
          type: 'text',
          maxLength: 10,
          access: fixed,
          admin: readOnly,
          label: { hr: 'Šifra djelatnosti', en: 'Activity code', de: 'Tätigkeitscode' },
        },
        {
          name: 'codeVersion',
          type: 'select',
          options: ['nkd2007', 'nkd2025'],
          access: fixed,
          admin: readOnly,
          label: { hr: 'Verzija NKD-a', en: 'NKD version', de: 'NKD-Version' },
        },
      ],
    },
    {
      name: 'lead',
      type: 'join',
      collection: 'leads',
      on: 'booking',
      label: { hr: 'Upit', en: 'Enquiry', de: 'Anfrage' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'booked',
      index: true,
      options: bookingStatuses.map((value) => ({ value, label: statusLabels[value] })),
      admin: { position: 'sidebar' },
      label: { hr: 'Stanje', en: 'Status', de: 'Status' },
      validate: ((value, { previousValue, data, req }) => {
        if (previousValue === 'cancelled' && value !== 'cancelled')
          return noRestore[adminLanguage(req)]
        const start = (data as { start?: string }).start
        if ((value === 'held' || value === 'no-show') && start && Date.parse(start) > Date.now()) {
          return notYet[adminLanguage(req)]
        }
        return true
      }) satisfies SelectFieldSingleValidation,
    },
    {
      name: 'locale',
      type: 'select',
      required: true,
      options: [...locales],
      access: fixed,
      admin: { ...readOnly, position: 'sidebar' },
      label: { hr: 'Jezik posjetitelja', en: "Visitor's language", de: 'Sprache des Besuchers' },
    },
    {
      name: 'sequence',
      type: 'number',
      defaultValue: 0,
      access: fixed,
      admin: { ...readOnly, position: 'sidebar' },
      label: {
        hr: 'Izmjena pozivnice (SEQUENCE)',
        en: 'Invitation revision (SEQUENCE)',
        de: 'Revision der Einladung (SEQUENCE)',
      },
    },
    {
      name: 'cancelledAt',
      type: 'date',
      access: fixed,
      admin: { ...readOnly, ...dayAndTime, position: 'sidebar' },
      label: { hr: 'Otkazano', en: 'Cancelled at', de: 'Storniert am' },
    },
    {
      name: 'remindedAt',
      type: 'date',
      access: fixed,
      admin: { ...readOnly, ...dayAndTime, position: 'sidebar' },
      label: { hr: 'Podsjetnik poslan', en: 'Reminder sent', de: 'Erinnerung gesendet' },
    },
    // "adviser:start" while the booking holds its slot, null once cancelled: unique.
    { name: 'slotKey', type: 'text', unique: true, hidden: true },
    // Signs the booking's links (src/server/signedToken.ts); a new salt voids them.
    { name: 'salt', type: 'text', required: true, hidden: true },
  ],
  hooks: {
    beforeChange: [markCancelled],
    afterChange: [queueBookingMails, recordOnLead],
  },
}
