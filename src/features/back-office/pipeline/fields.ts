import type { Field, SelectFieldSingleValidation } from 'payload'
import { adminLanguage } from '@/i18n/adminLanguage'

import { leadStages, lostReasons, stageProblem } from '../rules'

export const stageLabels = {
  new: { hr: 'Novi', en: 'New', de: 'Neu' },
  contacted: { hr: 'Kontaktiran', en: 'Contacted', de: 'Kontaktiert' },
  meeting: { hr: 'Dogovoren sastanak', en: 'Meeting booked', de: 'Termin vereinbart' },
  proposal: { hr: 'Poslana ponuda', en: 'Proposal sent', de: 'Angebot gesendet' },
  won: { hr: 'Ugovoreno', en: 'Won', de: 'Gewonnen' },
  lost: { hr: 'Izgubljen', en: 'Lost', de: 'Verloren' },
} as const

export const lostReasonLabels = {
  'not-eligible': { hr: 'Nije prihvatljiv', en: 'Not eligible', de: 'Nicht förderfähig' },
  'no-call': {
    hr: 'Nema otvorenog natječaja',
    en: 'No open call',
    de: 'Keine offene Ausschreibung',
  },
  price: { hr: 'Cijena', en: 'Price', de: 'Preis' },
  'no-response': { hr: 'Ne javlja se', en: 'No response', de: 'Keine Antwort' },
  competitor: { hr: 'Odabrao drugoga', en: 'Chose a competitor', de: 'Mitbewerber gewählt' },
  postponed: { hr: 'Odgođeno', en: 'Postponed', de: 'Verschoben' },
  other: { hr: 'Drugo', en: 'Other', de: 'Sonstiges' },
} as const

const reasonMissing = {
  hr: 'Za izgubljen upit odaberite razlog.',
  en: 'Choose why the lead was lost.',
  de: 'Wählen Sie den Grund, warum die Anfrage verloren ging.',
}

/** The pipeline's fields on a lead (the sidebar of its page in /admin, and the list's columns). */
export const pipelineFields: Field[] = [
  {
    // Not required in the data a channel passes: the server sets it (pipeline/hooks.ts).
    name: 'stage',
    type: 'select',
    defaultValue: 'new',
    index: true,
    options: leadStages.map((value) => ({ value, label: stageLabels[value] })),
    admin: { position: 'sidebar' },
    label: { hr: 'Faza', en: 'Stage', de: 'Phase' },
  },
  {
    name: 'lostReason',
    type: 'select',
    options: lostReasons.map((value) => ({ value, label: lostReasonLabels[value] })),
    admin: {
      position: 'sidebar',
      condition: (data: Record<string, unknown>) => data?.stage === 'lost',
    },
    label: { hr: 'Razlog gubitka', en: 'Why lost', de: 'Grund des Verlusts' },
    validate: ((value, { data, req }) =>
      stageProblem((data as { stage?: string }).stage ?? 'new', value ?? null) === 'reasonMissing'
        ? reasonMissing[adminLanguage(req)]
        : true) as SelectFieldSingleValidation,
  },
  {
    name: 'adviser',
    type: 'relationship',
    relationTo: 'users',
    index: true,
    filterOptions: { role: { in: ['adviser', 'admin', 'editor'] } },
    admin: { position: 'sidebar' },
    label: { hr: 'Savjetnik', en: 'Adviser', de: 'Berater' },
  },
  {
    name: 'followUp',
    type: 'date',
    index: true,
    admin: {
      position: 'sidebar',
      date: { pickerAppearance: 'dayOnly', displayFormat: 'd. M. yyyy.' },
      description: {
        hr: 'Dan sljedećeg kontakta; savjetnik ga dobiva u jutarnjem e-mailu.',
        en: 'The day of the next contact; the adviser gets it in the morning mail.',
        de: 'Tag des nächsten Kontakts; der Berater erhält ihn in der Morgen-E-Mail.',
      },
    },
    label: { hr: 'Sljedeći kontakt', en: 'Next follow-up', de: 'Nächste Wiedervorlage' },
  },
  {
    name: 'notes',
    type: 'textarea',
    maxLength: 10_000,
    label: { hr: 'Bilješke savjetnika', en: 'Adviser’s notes', de: 'Notizen des Beraters' },
  },
  {
    name: 'timeline',
    type: 'join',
    collection: 'lead-events',
    on: 'lead',
    defaultSort: '-at',
    defaultLimit: 50,
    admin: { defaultColumns: ['at', 'kind', 'summary', 'byName'], allowCreate: false },
    label: { hr: 'Tijek', en: 'Timeline', de: 'Verlauf' },
  },
  {
    name: 'lastActivityAt',
    type: 'date',
    index: true,
    admin: {
      position: 'sidebar',
      readOnly: true,
      date: { pickerAppearance: 'dayAndTime' },
      description: {
        hr: 'Upit bez aktivnosti dulje od roka čuvanja anonimizira se (stranica o privatnosti).',
        en: 'An enquiry without activity for longer than the retention period is anonymised (privacy page).',
        de: 'Eine Anfrage ohne Aktivität über die Aufbewahrungsfrist hinaus wird anonymisiert (Datenschutzseite).',
      },
    },
    label: { hr: 'Zadnja aktivnost', en: 'Last activity', de: 'Letzte Aktivität' },
  },
  {
    name: 'anonymisedAt',
    type: 'date',
    admin: {
      position: 'sidebar',
      readOnly: true,
      condition: (data: Record<string, unknown>) => Boolean(data?.anonymisedAt),
    },
    label: { hr: 'Anonimizirano', en: 'Anonymised', de: 'Anonymisiert' },
  },
]
