import {
  mentionsAddress,
  orderHolders,
  deletedOnErasure,
  rowsByAddress,
  type PersonalDataHolder,
} from '@/core/personalData'
import { features } from '@/features/registry'

import { anonymiseBooking, anonymiseLead, cancelIfAhead } from './anonymise'

/** What the timeline says of a lead anonymised on the person's request. */
export const erasedOnRequest = 'Anonimizirano na zahtjev osobe (brisanje osobnih podataka)'

/**
 * The back office's own holders: the enquiries and consultations it keeps anonymised for the
 * firm's figures, and the mail kept unsent (the site's outbox, which no feature owns).
 */
export const backOfficeHolders: PersonalDataHolder[] = [
  {
    // Enquiries of every channel: kept anonymised for the firm's figures (stage, channel,
    // call, dates), with their CV deleted and their booking anonymised (anonymiseLead).
    collection: 'leads',
    fields: [
      'firstName',
      'lastName',
      'email',
      'company',
      'message',
      'source',
      'locale',
      'job',
      'cv',
      'download',
      'booking',
      'call',
      'code',
      'codeVersion',
      'stage',
      'lostReason',
      'followUp',
      'notes',
      'lastActivityAt',
      'anonymisedAt',
      'createdAt',
    ],
    find: (work) => rowsByAddress(work, ['email']),
    erasure: 'anonymise',
    effect: {
      hr: 'anonimiziraju se: ime, adresa, tvrtka, poruka i bilješke brišu se, a upit ostaje za brojke tvrtke',
      en: 'anonymised: name, address, company, message and notes are removed; the enquiry stays for the firm’s figures',
      de: 'anonymisiert: Name, Adresse, Firma, Nachricht und Notizen werden entfernt; die Anfrage bleibt für die Zahlen der Firma',
    },
    erase: async ({ payload, req }, rows) => {
      for (const row of rows) await anonymiseLead(payload, row.id, erasedOnRequest, req)
    },
  },
  {
    // Consultations: kept anonymised (the adviser's meetings count); one still ahead is
    // cancelled first (prepare), so its slot is free and the adviser told.
    collection: 'bookings',
    fields: [
      'start',
      'end',
      'name',
      'company',
      'email',
      'phone',
      'topic',
      'call',
      'code',
      'codeVersion',
      'status',
      'locale',
      'cancelledAt',
      'createdAt',
    ],
    find: (work) => rowsByAddress(work, ['email']),
    prepare: async (payload, rows, now) => {
      for (const row of rows) await cancelIfAhead(payload, row.id, now)
    },
    erasure: 'anonymise',
    effect: {
      hr: 'anonimiziraju se; rezervacija koja tek predstoji najprije se otkazuje (savjetnik dobiva obavijest)',
      en: 'anonymised; a booking still ahead is cancelled first (the adviser is notified)',
      de: 'anonymisiert; eine noch bevorstehende Buchung wird zuerst storniert (der Berater wird benachrichtigt)',
    },
    erase: async ({ payload, req }, rows) => {
      for (const row of rows) await anonymiseBooking(payload, row.id, req)
    },
  },
  {
    // Mail kept unsent (no SMTP_URL): to the address, or naming it (an enquiry to the firm).
    collection: 'mail-outbox',
    fields: ['to', 'subject', 'text', 'createdAt'],
    find: (work) => rowsByAddress(work, ['to', 'text'], mentionsAddress),
    ...deletedOnErasure,
  },
]

let loaded: Promise<PersonalDataHolder[]> | undefined

/**
 * Every collection that holds a person's e-mail address or what they sent with it, as the
 * features tell it (`personalData` of their definitions), in the order they are searched and
 * erased. A test walks the config and fails when a collection with an e-mail field is missing
 * (tests/int/personalData.int.spec.ts).
 */
export function personalDataHolders(): Promise<PersonalDataHolder[]> {
  loaded ??= Promise.all(features.map((feature) => feature.personalData?.() ?? [])).then((lists) =>
    orderHolders(lists.flat()),
  )
  return loaded
}
