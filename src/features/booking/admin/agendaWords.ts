import type { Locale } from '@/i18n/locales'

/** The agenda's words in each language of /admin. */
export const words = {
  hr: {
    title: 'Raspored konzultacija',
    day: 'Dan',
    week: 'Tjedan',
    previous: 'Prethodno',
    today: 'Danas',
    next: 'Sljedeće',
    mine: 'Samo moje',
    all: 'Svi savjetnici',
    none: 'Nema rezervacija.',
    time: 'Vrijeme',
    visitor: 'Posjetitelj',
    topic: 'Tema',
    adviser: 'Savjetnik',
    status: 'Stanje',
    hint: 'Otvorite rezervaciju i promijenite stanje u „Održano” ili „Nije došao” nakon sastanka.',
  },
  en: {
    title: 'Consultation schedule',
    day: 'Day',
    week: 'Week',
    previous: 'Previous',
    today: 'Today',
    next: 'Next',
    mine: 'Mine only',
    all: 'All advisers',
    none: 'No bookings.',
    time: 'Time',
    visitor: 'Visitor',
    topic: 'Topic',
    adviser: 'Adviser',
    status: 'Status',
    hint: 'Open a booking and set its status to "Held" or "No-show" after the meeting.',
  },
  de: {
    title: 'Beratungskalender',
    day: 'Tag',
    week: 'Woche',
    previous: 'Zurück',
    today: 'Heute',
    next: 'Weiter',
    mine: 'Nur meine',
    all: 'Alle Berater',
    none: 'Keine Buchungen.',
    time: 'Zeit',
    visitor: 'Besucher',
    topic: 'Thema',
    adviser: 'Berater',
    status: 'Status',
    hint: 'Öffnen Sie eine Buchung und setzen Sie den Status nach dem Termin auf „Stattgefunden” oder „Nicht erschienen”.',
  },
} as const

/** A booking's status as the agenda names it. */
export const statusWords = {
  hr: { booked: 'Rezervirano', cancelled: 'Otkazano', held: 'Održano', 'no-show': 'Nije došao' },
  en: { booked: 'Booked', cancelled: 'Cancelled', held: 'Held', 'no-show': 'No-show' },
  de: {
    booked: 'Gebucht',
    cancelled: 'Storniert',
    held: 'Stattgefunden',
    'no-show': 'Nicht erschienen',
  },
} as const

/** The formatting locale of each language, for the days' titles. */
export const localeTags: Record<Locale, string> = { hr: 'hr-HR', en: 'en-GB', de: 'de-DE' }

/** The agenda's words in one language. */
export type AgendaCopy = (typeof words)[Locale]
