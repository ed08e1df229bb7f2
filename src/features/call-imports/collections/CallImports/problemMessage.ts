import type { PayloadRequest } from 'payload'

import type { RowProblem, TableProblem } from '../../rules/callRows'

type Language = 'hr' | 'en' | 'de'

const rowTexts: Record<RowProblem['kind'], Record<Language, string>> = {
  missingId: {
    hr: 'nema oznake natječaja u izvoru (stupac external_id ili mapirani stupac).',
    en: 'the call has no id in the source (column external_id or the mapped column).',
    de: 'die Ausschreibung hat keine Kennung in der Quelle (Spalte external_id oder die zugeordnete Spalte).',
  },
  badCharacters: {
    hr: 'stupac „{value}” sadrži nedopuštene znakove (kontrolne znakove ili oznake smjera teksta).',
    en: 'column “{value}” contains characters that are not allowed (control or text-direction characters).',
    de: 'die Spalte „{value}“ enthält unzulässige Zeichen (Steuer- oder Textrichtungszeichen).',
  },
  duplicateId: {
    hr: 'oznaka {value} već je u retku {first}.',
    en: 'id {value} is already on line {first}.',
    de: 'Kennung {value} steht bereits in Zeile {first}.',
  },
  missingName: {
    hr: 'nedostaje naziv na hrvatskom.',
    en: 'the name in Croatian is missing.',
    de: 'die Bezeichnung auf Kroatisch fehlt.',
  },
  missingSummary: {
    hr: 'nedostaje kratki opis na hrvatskom.',
    en: 'the short description in Croatian is missing.',
    de: 'die Kurzbeschreibung auf Kroatisch fehlt.',
  },
  tooLong: {
    hr: 'tekst u stupcu „{value}” je predug.',
    en: 'the text in column “{value}” is too long.',
    de: 'der Text in der Spalte „{value}“ ist zu lang.',
  },
  badDate: {
    hr: '„{value}” nije datum (npr. 31.3.2026. ili 2026-03-31).',
    en: '“{value}” is not a date (e.g. 31.3.2026. or 2026-03-31).',
    de: '„{value}“ ist kein Datum (z. B. 31.3.2026. oder 2026-03-31).',
  },
  deadlineBeforeOpening: {
    hr: 'rok prijave je prije datuma otvaranja ({value}).',
    en: 'the deadline is before the opening date ({value}).',
    de: 'die Frist liegt vor dem Öffnungsdatum ({value}).',
  },
  badAmount: {
    hr: '„{value}” nije iznos.',
    en: '“{value}” is not an amount.',
    de: '„{value}“ ist kein Betrag.',
  },
  amountOrder: {
    hr: 'najveći iznos manji je od najmanjeg.',
    en: 'the maximum is less than the minimum.',
    de: 'der Höchstbetrag liegt unter dem Mindestbetrag.',
  },
  badIntensity: {
    hr: 'intenzitet potpore „{value}” veći je od 100 %.',
    en: 'the aid intensity “{value}” is more than 100 %.',
    de: 'die Beihilfeintensität „{value}“ liegt über 100 %.',
  },
  unknownApplicant: {
    hr: 'nepoznata vrsta prijavitelja „{value}”.',
    en: 'unknown kind of applicant “{value}”.',
    de: 'unbekannte Art von Antragstellern „{value}“.',
  },
  unknownCounty: {
    hr: 'nepoznata županija „{value}”.',
    en: 'unknown county “{value}”.',
    de: 'unbekannte Gespanschaft „{value}“.',
  },
  badCode: {
    hr: '„{value}” nije šifra djelatnosti (odjeljak 62, skupina 62.0 ili razred 62.01).',
    en: '“{value}” is not an activity code (division 62, group 62.0 or class 62.01).',
    de: '„{value}“ ist kein Tätigkeitscode (Abteilung 62, Gruppe 62.0 oder Klasse 62.01).',
  },
  badUrl: {
    hr: '„{value}” nije mrežna adresa (https://…).',
    en: '“{value}” is not a web address (https://…).',
    de: '„{value}“ ist keine Webadresse (https://…).',
  },
  unknownProgramme: {
    hr: 'program „{value}” ne postoji; dodajte ga u Programe ili ispravite naziv.',
    en: 'programme “{value}” does not exist; add it under Programmes or correct the name.',
    de: 'das Programm „{value}“ gibt es nicht; legen Sie es unter Programme an oder korrigieren Sie den Namen.',
  },
}

const tableTexts: Record<TableProblem['kind'], Record<Language, string>> = {
  noHeader: {
    hr: 'U prvih deset redaka nema zaglavlja sa stupcem oznake natječaja (external_id ili stupac mapiran na „Oznaka u izvoru”).',
    en: 'None of the first ten rows is a header with an id column (external_id, or a column mapped to “Id in the source”).',
    de: 'Keine der ersten zehn Zeilen ist eine Kopfzeile mit einer Kennungsspalte (external_id oder eine „Kennung in der Quelle“ zugeordnete Spalte).',
  },
  noRows: {
    hr: 'Datoteka nema nijedan redak s natječajem.',
    en: 'The file has no row with a call.',
    de: 'Die Datei hat keine Zeile mit einer Ausschreibung.',
  },
  tooManyRows: {
    hr: 'Datoteka ima više od {max} redaka; podijelite je.',
    en: 'The file has more than {max} rows; split it.',
    de: 'Die Datei hat mehr als {max} Zeilen; teilen Sie sie auf.',
  },
}

const languageOf = (req: Pick<PayloadRequest, 'i18n'>): Language =>
  (['hr', 'en', 'de'] as const).find((code) => code === req.i18n?.language) ?? 'hr'

/** Why a row is rejected, in the editor's admin language (without its line number). */
export function rowProblemMessage(problem: RowProblem, req: Pick<PayloadRequest, 'i18n'>): string {
  return rowTexts[problem.kind][languageOf(req)]
    .replace('{value}', problem.value ?? '')
    .replace('{first}', String(problem.firstLine ?? ''))
}

/** Why a file cannot be read at all, in the editor's admin language. */
export function tableProblemMessage(
  problem: TableProblem,
  req: Pick<PayloadRequest, 'i18n'>,
): string {
  return tableTexts[problem.kind][languageOf(req)].replace(
    '{max}',
    'max' in problem ? problem.max.toLocaleString(languageOf(req)) : '',
  )
}
