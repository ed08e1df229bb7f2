import type { ReportEntry } from '../rules/report'

export type Language = 'hr' | 'en' | 'de'
export type Outcome = ReportEntry['outcome']

/** The words of the import review in /admin, in each language. */
export const texts = {
  hr: {
    beforeUpload:
      'Odaberite izvor i datoteku te spremite: prikazat će se pregled bez ikakve promjene kataloga.',
    summary: 'Pregled uvoza',
    outcomes: {
      new: 'Novi',
      changed: 'Izmijenjen',
      unchanged: 'Nepromijenjen',
      rejected: 'Odbijen',
    },
    show: 'Prikaži',
    all: 'Sve osim nepromijenjenih',
    line: 'Redak',
    id: 'Oznaka',
    outcome: 'Ishod',
    details: 'Pojedinosti',
    none: 'Nema redaka za prikaz.',
    more: 'Prikazano prvih {shown} od {count} redaka.',
    apply: 'Primijeni uvoz ({count} natječaja)',
    applying: 'Primjenjujem…',
    nothing: 'Nema novih ni izmijenjenih natječaja: primjena ne bi ništa promijenila.',
    applied: 'Uvoz je primijenjen: {created} novih, {changed} izmijenjenih natječaja.',
    failed: 'Uvoz nije primijenjen, katalog je nepromijenjen.',
    rejectedNote:
      'Odbijeni redci ({count}) neće biti uvezeni; ispravite ih i pošaljite datoteku ponovno.',
    export: 'Izvoz kataloga',
  },
  en: {
    beforeUpload:
      'Choose a source and a file and save: you will see a preview, without any change to the catalogue.',
    summary: 'Import preview',
    outcomes: { new: 'New', changed: 'Changed', unchanged: 'Unchanged', rejected: 'Rejected' },
    show: 'Show',
    all: 'All but unchanged',
    line: 'Line',
    id: 'Id',
    outcome: 'Outcome',
    details: 'Details',
    none: 'No rows to show.',
    more: 'Showing the first {shown} of {count} rows.',
    apply: 'Apply the import ({count} calls)',
    applying: 'Applying…',
    nothing: 'No new or changed calls: applying would change nothing.',
    applied: 'The import was applied: {created} new, {changed} changed calls.',
    failed: 'The import was not applied; the catalogue is unchanged.',
    rejectedNote:
      'Rejected rows ({count}) will not be imported; correct them and upload the file again.',
    export: 'Export the catalogue',
  },
  de: {
    beforeUpload:
      'Wählen Sie Quelle und Datei und speichern Sie: Sie sehen eine Vorschau, ohne dass sich der Katalog ändert.',
    summary: 'Importvorschau',
    outcomes: { new: 'Neu', changed: 'Geändert', unchanged: 'Unverändert', rejected: 'Abgelehnt' },
    show: 'Anzeigen',
    all: 'Alle außer unveränderten',
    line: 'Zeile',
    id: 'Kennung',
    outcome: 'Ergebnis',
    details: 'Einzelheiten',
    none: 'Keine Zeilen anzuzeigen.',
    more: 'Die ersten {shown} von {count} Zeilen werden angezeigt.',
    apply: 'Import anwenden ({count} Ausschreibungen)',
    applying: 'Wird angewendet…',
    nothing: 'Keine neuen oder geänderten Ausschreibungen: Anwenden würde nichts ändern.',
    applied: 'Der Import wurde angewendet: {created} neue, {changed} geänderte Ausschreibungen.',
    failed: 'Der Import wurde nicht angewendet; der Katalog ist unverändert.',
    rejectedNote:
      'Abgelehnte Zeilen ({count}) werden nicht importiert; korrigieren Sie sie und laden Sie die Datei erneut hoch.',
    export: 'Katalog exportieren',
  },
} as const

/** The words of the review in one language. */
export type Texts = (typeof texts)[Language]

/** Names of the fields a change lists. */
export const fieldNames: Record<string, Record<Language, string>> = {
  fundName: { hr: 'naziv', en: 'name', de: 'Bezeichnung' },
  shortDescription: { hr: 'kratki opis', en: 'short description', de: 'Kurzbeschreibung' },
  fullDescription: { hr: 'opis', en: 'description', de: 'Beschreibung' },
  amountNote: { hr: 'napomena o iznosu', en: 'note on the amount', de: 'Hinweis zum Betrag' },
  programme: { hr: 'program', en: 'programme', de: 'Programm' },
  opensAt: { hr: 'otvaranje', en: 'opening', de: 'Öffnung' },
  deadline: { hr: 'rok', en: 'deadline', de: 'Frist' },
  amountMin: { hr: 'najmanji iznos', en: 'minimum', de: 'Mindestbetrag' },
  amountMax: { hr: 'najveći iznos', en: 'maximum', de: 'Höchstbetrag' },
  aidIntensityMax: { hr: 'intenzitet', en: 'aid intensity', de: 'Beihilfeintensität' },
  applicantTypes: { hr: 'prijavitelji', en: 'applicants', de: 'Antragsberechtigte' },
  counties: { hr: 'županije', en: 'counties', de: 'Gespanschaften' },
  nkd2007: { hr: 'NKD 2007', en: 'NKD 2007', de: 'NKD 2007' },
  nkd2025: { hr: 'NKD 2025', en: 'NKD 2025', de: 'NKD 2025' },
  sourceUrl: { hr: 'izvor', en: 'source', de: 'Quelle' },
}

/** Rows listed at once; the counts above tell the rest. */
export const shownRows = 500

export const fill = (text: string, values: Record<string, number>) =>
  Object.entries(values).reduce(
    (result, [key, value]) => result.replace(`{${key}}`, value.toLocaleString()),
    text,
  )
