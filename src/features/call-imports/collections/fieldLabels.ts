import type { ImportField } from '../rules/importFields'

type Label = { hr: string; en: string; de: string }

const inLanguage = (label: Label, code: string): Label => ({
  hr: `${label.hr} (${code})`,
  en: `${label.en} (${code})`,
  de: `${label.de} (${code})`,
})
const name: Label = { hr: 'Naziv', en: 'Name', de: 'Bezeichnung' }
const summary: Label = { hr: 'Kratki opis', en: 'Short description', de: 'Kurzbeschreibung' }
const description: Label = { hr: 'Puni opis', en: 'Full description', de: 'Beschreibung' }

/** The names of the importable fields in /admin's languages. */
export const fieldLabels: Record<ImportField, Label> = {
  externalId: { hr: 'Oznaka u izvoru', en: 'Id in the source', de: 'Kennung in der Quelle' },
  'fundName.hr': inLanguage(name, 'HR'),
  'fundName.en': inLanguage(name, 'EN'),
  'fundName.de': inLanguage(name, 'DE'),
  'shortDescription.hr': inLanguage(summary, 'HR'),
  'shortDescription.en': inLanguage(summary, 'EN'),
  'shortDescription.de': inLanguage(summary, 'DE'),
  'fullDescription.hr': inLanguage(description, 'HR'),
  'fullDescription.en': inLanguage(description, 'EN'),
  'fullDescription.de': inLanguage(description, 'DE'),
  'amountNote.hr': inLanguage(
    { hr: 'Napomena o iznosu', en: 'Note on the amount', de: 'Hinweis zum Betrag' },
    'HR',
  ),
  programme: { hr: 'Program', en: 'Programme', de: 'Programm' },
  opensAt: { hr: 'Datum otvaranja', en: 'Opening date', de: 'Öffnungsdatum' },
  deadline: { hr: 'Rok prijave', en: 'Deadline', de: 'Frist' },
  amountMin: { hr: 'Najmanji iznos (€)', en: 'Minimum grant (€)', de: 'Mindestbetrag (€)' },
  amountMax: { hr: 'Najveći iznos (€)', en: 'Maximum grant (€)', de: 'Höchstbetrag (€)' },
  aidIntensityMax: {
    hr: 'Najveći intenzitet potpore (%)',
    en: 'Maximum aid intensity (%)',
    de: 'Maximale Beihilfeintensität (%)',
  },
  applicantTypes: {
    hr: 'Prihvatljivi prijavitelji',
    en: 'Eligible applicants',
    de: 'Antragsberechtigte',
  },
  counties: { hr: 'Županije', en: 'Counties', de: 'Gespanschaften' },
  nkd2007: { hr: 'Šifre NKD 2007', en: 'NKD 2007 codes', de: 'NKD-2007-Codes' },
  nkd2025: { hr: 'Šifre NKD 2025', en: 'NKD 2025 codes', de: 'NKD-2025-Codes' },
  sourceUrl: { hr: 'Službeni izvor', en: 'Official source', de: 'Offizielle Quelle' },
}
