import type { Locale } from '@/i18n/locales'
import { keptAnswers } from '@/lib/keptAnswers'

import type { AlertEventKind } from '../rules/events'

type Field =
  | 'deadline'
  | 'opensAt'
  | 'amountMin'
  | 'amountMax'
  | 'aidIntensityMax'
  | 'applicantTypes'
  | 'counties'
  | 'codes'

/** The words of the alerts' mails, in the subscriber's language. */
export type AlertMailCopy = {
  subject: (count: number, brand: string) => string
  digestSubject: (count: number, brand: string) => string
  intro: string
  digestIntro: string
  events: Record<AlertEventKind, string>
  field: Record<Field, string>
  moved: (from: string, to: string) => string
  added: (values: string) => string
  removed: (values: string) => string
  none: string
  deadline: (day: string) => string
  rolling: string
  open: string
  notRelevant: string
  manage: string
  unsubscribe: string
  why: string
  signature: (brand: string) => string
  confirmSubject: (brand: string) => string
  confirmIntro: string
  confirmAction: string
  confirmIgnore: string
  refusedSubject: string
  refusedBody: (email: string, reason: string) => string
}

// One rule set per language (an Intl object per mail holds native memory the GC does not count).
const pluralRules = keptAnswers((locale: string) => new Intl.PluralRules(locale))
const plural = (locale: string, count: number) => pluralRules(locale).select(count)

export const alertMailCopy: Record<Locale, AlertMailCopy> = {
  hr: {
    subject: (count, brand) => {
      const form = plural('hr-HR', count)
      const calls = form === 'one' ? 'natječaj' : form === 'few' ? 'natječaja' : 'natječaja'
      return `${brand}: novosti za ${count} ${calls} koje pratite`
    },
    digestSubject: (count, brand) => `${brand}: tjedni pregled natječaja (${count})`,
    intro: 'Evo novosti o natječajima koji odgovaraju vašoj obavijesti:',
    digestIntro: 'Vaš tjedni pregled natječaja koji odgovaraju vašoj obavijesti:',
    events: {
      published: 'Novi natječaj',
      opened: 'Natječaj je otvoren za prijave',
      changed: 'Natječaj je izmijenjen',
      closing7: 'Rok za prijavu ističe za 7 dana',
      closing2: 'Rok za prijavu ističe za 2 dana',
    },
    field: {
      deadline: 'Rok prijave',
      opensAt: 'Datum otvaranja',
      amountMin: 'Najmanji iznos',
      amountMax: 'Najveći iznos',
      aidIntensityMax: 'Intenzitet potpore',
      applicantTypes: 'Prihvatljivi prijavitelji',
      counties: 'Županije',
      codes: 'Šifre djelatnosti',
    },
    moved: (from, to) => `${from} → ${to}`,
    added: (values) => `dodano: ${values}`,
    removed: (values) => `uklonjeno: ${values}`,
    none: 'nije navedeno',
    deadline: (day) => `Rok prijave: ${day}`,
    rolling: 'Rok prijave: do iskorištenja sredstava',
    open: 'Pogledajte natječaj',
    notRelevant: 'Nije relevantno za mene',
    manage: 'Uredite, pauzirajte ili obrišite ovu obavijest',
    unsubscribe: 'Odjava od ove obavijesti',
    why: 'Ovu poruku primate jer ste potvrdili obavijest o natječajima na našoj stranici.',
    signature: (brand) => `Srdačan pozdrav,\n${brand}`,
    confirmSubject: (brand) => `${brand}: potvrdite obavijest o natječajima`,
    confirmIntro:
      'Zatražili ste obavijesti e-poštom o natječajima. Potvrdite adresu klikom na poveznicu:',
    confirmAction: 'Potvrdi obavijest',
    confirmIgnore: 'Ako niste vi zatražili obavijest, zanemarite ovu poruku i ništa nećemo slati.',
    refusedSubject: 'Obavijest o natječajima pauzirana: poslužitelj je odbio poštu',
    refusedBody: (email, reason) =>
      `Poslužitelj primatelja trajno je odbio obavijest za adresu ${email} (${reason}). Obavijest je pauzirana i neće se slati dok je pretplatnik ponovno ne pokrene.`,
  },
  en: {
    subject: (count, brand) =>
      `${brand}: news on ${count} ${count === 1 ? 'call' : 'calls'} you follow`,
    digestSubject: (count, brand) => `${brand}: your weekly funding calls digest (${count})`,
    intro: 'Here is what is new with the funding calls that match your alert:',
    digestIntro: 'Your weekly digest of the funding calls that match your alert:',
    events: {
      published: 'New call',
      opened: 'The call is now open for applications',
      changed: 'The call has changed',
      closing7: 'The deadline is 7 days away',
      closing2: 'The deadline is 2 days away',
    },
    field: {
      deadline: 'Deadline',
      opensAt: 'Opening date',
      amountMin: 'Minimum amount',
      amountMax: 'Maximum amount',
      aidIntensityMax: 'Aid intensity',
      applicantTypes: 'Eligible applicants',
      counties: 'Counties',
      codes: 'Activity codes',
    },
    moved: (from, to) => `${from} → ${to}`,
    added: (values) => `added: ${values}`,
    removed: (values) => `removed: ${values}`,
    none: 'not given',
    deadline: (day) => `Deadline: ${day}`,
    rolling: 'Deadline: until the funds run out',
    open: 'View the call',
    notRelevant: 'Not relevant to me',
    manage: 'Edit, pause or delete this alert',
    unsubscribe: 'Unsubscribe from this alert',
    why: 'You receive this message because you confirmed a funding call alert on our website.',
    signature: (brand) => `Kind regards,\n${brand}`,
    confirmSubject: (brand) => `${brand}: confirm your funding call alert`,
    confirmIntro: 'You asked for e-mail alerts about funding calls. Please confirm your address:',
    confirmAction: 'Confirm the alert',
    confirmIgnore:
      'If you did not ask for this alert, ignore this message and we will send nothing.',
    refusedSubject: 'Funding call alert paused: the mail server refused it',
    refusedBody: (email, reason) =>
      `The recipient's mail server permanently refused the alert for ${email} (${reason}). The alert is paused and sends nothing until its subscriber resumes it.`,
  },
  de: {
    subject: (count, brand) =>
      `${brand}: Neuigkeiten zu ${count} ${count === 1 ? 'Ausschreibung' : 'Ausschreibungen'}, die Sie verfolgen`,
    digestSubject: (count, brand) =>
      `${brand}: Ihre wöchentliche Übersicht der Ausschreibungen (${count})`,
    intro: 'Das gibt es Neues zu den Ausschreibungen, die zu Ihrer Benachrichtigung passen:',
    digestIntro:
      'Ihre wöchentliche Übersicht der Ausschreibungen, die zu Ihrer Benachrichtigung passen:',
    events: {
      published: 'Neue Ausschreibung',
      opened: 'Die Ausschreibung ist jetzt für Anträge geöffnet',
      changed: 'Die Ausschreibung wurde geändert',
      closing7: 'Die Frist endet in 7 Tagen',
      closing2: 'Die Frist endet in 2 Tagen',
    },
    field: {
      deadline: 'Antragsfrist',
      opensAt: 'Öffnungsdatum',
      amountMin: 'Mindestbetrag',
      amountMax: 'Höchstbetrag',
      aidIntensityMax: 'Förderintensität',
      applicantTypes: 'Antragsberechtigte',
      counties: 'Gespanschaften',
      codes: 'Tätigkeitscodes',
    },
    moved: (from, to) => `${from} → ${to}`,
    added: (values) => `hinzugefügt: ${values}`,
    removed: (values) => `entfernt: ${values}`,
    none: 'nicht angegeben',
    deadline: (day) => `Antragsfrist: ${day}`,
    rolling: 'Antragsfrist: bis die Mittel ausgeschöpft sind',
    open: 'Ausschreibung ansehen',
    notRelevant: 'Für mich nicht relevant',
    manage: 'Diese Benachrichtigung bearbeiten, pausieren oder löschen',
    unsubscribe: 'Diese Benachrichtigung abbestellen',
    why: 'Sie erhalten diese Nachricht, weil Sie eine Benachrichtigung über Ausschreibungen auf unserer Website bestätigt haben.',
    signature: (brand) => `Mit freundlichen Grüßen\n${brand}`,
    confirmSubject: (brand) =>
      `${brand}: Bestätigen Sie Ihre Benachrichtigung über Ausschreibungen`,
    confirmIntro:
      'Sie haben E-Mail-Benachrichtigungen über Ausschreibungen angefordert. Bitte bestätigen Sie Ihre Adresse:',
    confirmAction: 'Benachrichtigung bestätigen',
    confirmIgnore:
      'Wenn Sie diese Benachrichtigung nicht angefordert haben, ignorieren Sie diese Nachricht; wir senden dann nichts.',
    refusedSubject: 'Benachrichtigung pausiert: Der Mailserver hat sie abgelehnt',
    refusedBody: (email, reason) =>
      `Der Mailserver des Empfängers hat die Benachrichtigung für ${email} dauerhaft abgelehnt (${reason}). Sie ist pausiert und sendet nichts, bis der Abonnent sie wieder startet.`,
  },
}
