import type { Locale } from '@/i18n/locales'
import { keptAnswers } from '@/lib/keptAnswers'

/** The words of the editors' mail about flagged calls, in each admin language. */
export type EditorsMailCopy = {
  /** The subject for `count` calls: "Natječaji za pregled: 3 službene stranice su se promijenile". */
  subject: (count: number) => string
  intro: (date: string) => string
  changed: string
  moved: (url: string) => string
  gone: (reason: string) => string
  unreachable: (lastReachable: string, reason: string) => string
  unreachableNever: (reason: string) => string
  source: (url: string) => string
  edit: (url: string) => string
  listButton: string
  list: (url: string) => string
  closing: string
}

// One rule set per language (an Intl object per mail holds native memory the GC does not count).
const pluralRules = keptAnswers((locale: string) => new Intl.PluralRules(locale))
const plural = (locale: string, count: number) => pluralRules(locale).select(count)

export const editorsMailCopy: Record<Locale, EditorsMailCopy> = {
  hr: {
    subject: (count) => {
      const form = plural('hr-HR', count)
      const pages =
        form === 'one'
          ? 'službena stranica se promijenila'
          : form === 'few'
            ? 'službene stranice su se promijenile'
            : 'službenih stranica se promijenilo'
      return `Natječaji za pregled: ${count} ${pages}`
    },
    intro: (date) =>
      `Dnevna provjera službenih izvora natječaja (${date}) pronašla je stranice koje su se promijenile, premjestile ili nestale. Provjerite natječaje u nastavku i uskladite ih:`,
    changed: 'Sadržaj službene stranice se promijenio.',
    moved: (url) => `Službena stranica premještena je na ${url}`,
    gone: (reason) => `Službena stranica više ne postoji (${reason}).`,
    unreachable: (date, reason) =>
      `Službena stranica nije dostupna (${reason}); zadnji put bila je dostupna ${date}.`,
    unreachableNever: (reason) =>
      `Službena stranica nije bila dostupna ni na jednoj provjeri (${reason}).`,
    source: (url) => `Službeni izvor: ${url}`,
    edit: (url) => `Uređivanje: ${url}`,
    listButton: 'Otvori natječaje za pregled',
    list: (url) => `Svi natječaji za pregled: ${url}`,
    closing:
      'Kad natječaj uskladite, u njegovoj provjeri izvora isključite oznaku „Treba pregledati”.',
  },
  en: {
    subject: (count) =>
      `Calls to review: ${count} official ${plural('en-US', count) === 'one' ? 'page has' : 'pages have'} changed`,
    intro: (date) =>
      `The daily check of the calls' official sources (${date}) found pages that changed, moved or disappeared. Please review these calls and bring them up to date:`,
    changed: 'The content of the official page has changed.',
    moved: (url) => `The official page has moved to ${url}`,
    gone: (reason) => `The official page no longer exists (${reason}).`,
    unreachable: (date, reason) =>
      `The official page is unreachable (${reason}); it was last reachable on ${date}.`,
    unreachableNever: (reason) =>
      `The official page has not been reachable at any check (${reason}).`,
    source: (url) => `Official source: ${url}`,
    edit: (url) => `Edit: ${url}`,
    listButton: 'Open the calls to review',
    list: (url) => `All calls to review: ${url}`,
    closing: 'Once a call is up to date, clear “Needs review” in its source check.',
  },
  de: {
    subject: (count) =>
      `Ausschreibungen zur Prüfung: ${count} offizielle ${plural('de-DE', count) === 'one' ? 'Seite hat' : 'Seiten haben'} sich geändert`,
    intro: (date) =>
      `Die tägliche Prüfung der offiziellen Quellen (${date}) hat Seiten gefunden, die sich geändert haben, umgezogen oder verschwunden sind. Bitte prüfen Sie diese Ausschreibungen und bringen Sie sie auf den neuesten Stand:`,
    changed: 'Der Inhalt der offiziellen Seite hat sich geändert.',
    moved: (url) => `Die offizielle Seite ist umgezogen nach ${url}`,
    gone: (reason) => `Die offizielle Seite existiert nicht mehr (${reason}).`,
    unreachable: (date, reason) =>
      `Die offizielle Seite ist nicht erreichbar (${reason}); zuletzt erreichbar am ${date}.`,
    unreachableNever: (reason) =>
      `Die offizielle Seite war bei keiner Prüfung erreichbar (${reason}).`,
    source: (url) => `Offizielle Quelle: ${url}`,
    edit: (url) => `Bearbeiten: ${url}`,
    listButton: 'Ausschreibungen zur Prüfung öffnen',
    list: (url) => `Alle Ausschreibungen zur Prüfung: ${url}`,
    closing:
      'Sobald eine Ausschreibung aktuell ist, entfernen Sie in ihrer Quellenprüfung das Häkchen „Prüfung nötig“.',
  },
}
