import type { Locale } from '@/i18n/locales'

import type { BookingMailKind } from '../rules/bookingValues'

/** The words of the visitor's booking mails, in each language of the site. */
export type VisitorCopy = {
  subject: Record<BookingMailKind, (when: string) => string>
  greeting: (name: string) => string
  lead: Record<BookingMailKind, string>
  when: string
  where: string
  video: string
  adviser: string
  topic: string
  call: string
  code: string
  timeZone: string
  invitation: string
  manage: string
  bookAgain: string
  summary: (brand: string) => string
  closing: (brand: string) => string
}

const hr: VisitorCopy = {
  subject: {
    booked: (when) => `Potvrda termina besplatnih konzultacija: ${when}`,
    moved: (when) => `Termin konzultacija je promijenjen: ${when}`,
    cancelled: (when) => `Termin konzultacija je otkazan: ${when}`,
    reminder: (when) => `Podsjetnik na konzultacije: ${when}`,
  },
  greeting: (name) => `Poštovani/a ${name},`,
  lead: {
    booked: 'vaš termin besplatnih konzultacija je rezerviran. Veselimo se razgovoru.',
    moved: 'vaš termin konzultacija je premješten. Novi termin:',
    cancelled:
      'vaš termin konzultacija je otkazan. Ako se predomislite, novi termin možete rezervirati u bilo kojem trenutku.',
    reminder: 'podsjećamo vas na konzultacije koje ste rezervirali.',
  },
  when: 'Kada',
  where: 'Gdje',
  video: 'Videopoziv',
  adviser: 'Savjetnik',
  topic: 'Tema',
  call: 'Natječaj',
  code: 'Šifra djelatnosti',
  timeZone: 'po hrvatskom vremenu',
  invitation: 'Pozivnica za vaš kalendar nalazi se u privitku.',
  manage: 'Promjena ili otkazivanje termina',
  bookAgain: 'Novi termin',
  summary: (brand) => `Besplatne konzultacije – ${brand}`,
  closing: (brand) => `Srdačan pozdrav,\n${brand}`,
}

const en: VisitorCopy = {
  subject: {
    booked: (when) => `Your free consultation is booked: ${when}`,
    moved: (when) => `Your consultation has been moved: ${when}`,
    cancelled: (when) => `Your consultation has been cancelled: ${when}`,
    reminder: (when) => `Reminder of your consultation: ${when}`,
  },
  greeting: (name) => `Dear ${name},`,
  lead: {
    booked: 'your free consultation is booked. We look forward to talking with you.',
    moved: 'your consultation has been moved. The new time:',
    cancelled:
      'your consultation has been cancelled. Should you change your mind, you can book a new time whenever you like.',
    reminder: 'this is a reminder of the consultation you booked.',
  },
  when: 'When',
  where: 'Where',
  video: 'Video call',
  adviser: 'Adviser',
  topic: 'Topic',
  call: 'Funding call',
  code: 'Activity code',
  timeZone: 'Croatian time',
  invitation: 'The invitation for your calendar is attached.',
  manage: 'Move or cancel the consultation',
  bookAgain: 'Book a new time',
  summary: (brand) => `Free consultation – ${brand}`,
  closing: (brand) => `Kind regards,\n${brand}`,
}

const de: VisitorCopy = {
  subject: {
    booked: (when) => `Ihre kostenlose Beratung ist gebucht: ${when}`,
    moved: (when) => `Ihr Beratungstermin wurde verschoben: ${when}`,
    cancelled: (when) => `Ihr Beratungstermin wurde storniert: ${when}`,
    reminder: (when) => `Erinnerung an Ihre Beratung: ${when}`,
  },
  greeting: (name) => `Guten Tag ${name},`,
  lead: {
    booked: 'Ihre kostenlose Beratung ist gebucht. Wir freuen uns auf das Gespräch.',
    moved: 'Ihr Beratungstermin wurde verschoben. Der neue Termin:',
    cancelled:
      'Ihr Beratungstermin wurde storniert. Falls Sie es sich anders überlegen, können Sie jederzeit einen neuen Termin buchen.',
    reminder: 'wir erinnern Sie an die Beratung, die Sie gebucht haben.',
  },
  when: 'Wann',
  where: 'Wo',
  video: 'Videoanruf',
  adviser: 'Berater',
  topic: 'Thema',
  call: 'Ausschreibung',
  code: 'Tätigkeitscode',
  timeZone: 'kroatische Zeit',
  invitation: 'Die Einladung für Ihren Kalender finden Sie im Anhang.',
  manage: 'Termin verschieben oder stornieren',
  bookAgain: 'Neuen Termin buchen',
  summary: (brand) => `Kostenlose Beratung – ${brand}`,
  closing: (brand) => `Mit freundlichen Grüßen\n${brand}`,
}

export const visitorCopy: Record<Locale, VisitorCopy> = { hr, en, de }

/** The adviser's mails, in the firm's language (Croatian). */
export const adviserCopy = {
  subject: {
    booked: (when: string, name: string) => `Nove konzultacije: ${when} – ${name}`,
    moved: (when: string, name: string) => `Konzultacije premještene: ${when} – ${name}`,
    cancelled: (when: string, name: string) => `Konzultacije otkazane: ${when} – ${name}`,
    reminder: (when: string, name: string) => `Podsjetnik: ${when} – ${name}`,
  },
  lead: {
    booked: 'Posjetitelj je rezervirao besplatne konzultacije kod vas.',
    moved: 'Posjetitelj je premjestio konzultacije. Novi termin:',
    cancelled: 'Konzultacije su otkazane; termin je ponovno slobodan.',
    reminder: 'Podsjetnik na konzultacije.',
  },
  name: 'Ime i prezime',
  email: 'E-mail',
  phone: 'Telefon',
  company: 'Tvrtka',
  language: 'Jezik posjetitelja',
  languages: { hr: 'hrvatski', en: 'engleski', de: 'njemački' },
  admin: 'Rezervacija u administraciji',
}
