import type { PayloadRequest } from 'payload'

import type { TableProblem } from '../../rules/officialTable'

type Language = 'hr' | 'en' | 'de'

const texts: Record<TableProblem['kind'], Record<Language, string>> = {
  header: {
    hr: 'U prvih deset redaka nema zaglavlja sa stupcima šifre i naziva (npr. „Šifra” i „Naziv”; za korespondenciju „NKD 2007” i „NKD 2025”).',
    en: 'None of the first ten rows is a header with a code and a name column (e.g. “Code” and “Description”; for a correspondence “NKD 2007” and “NKD 2025”).',
    de: 'Keine der ersten zehn Zeilen ist eine Kopfzeile mit Code- und Bezeichnungsspalte (z. B. „Code“ und „Bezeichnung“; für Entsprechungen „NKD 2007“ und „NKD 2025“).',
  },
  code: {
    hr: 'Redak {line}: „{value}” nije šifra djelatnosti (npr. 62.01).',
    en: 'Line {line}: “{value}” is not an activity code (e.g. 62.01).',
    de: 'Zeile {line}: „{value}“ ist kein Tätigkeitscode (z. B. 62.01).',
  },
  name: {
    hr: 'Redak {line}: naziv nedostaje ili je dulji od 400 znakova.',
    en: 'Line {line}: the name is missing or longer than 400 characters.',
    de: 'Zeile {line}: Die Bezeichnung fehlt oder ist länger als 400 Zeichen.',
  },
  characters: {
    hr: 'Redak {line}: stupac „{value}” sadrži nedopuštene znakove (kontrolne znakove ili oznake smjera teksta).',
    en: 'Line {line}: column “{value}” contains characters that are not allowed (control or text-direction characters).',
    de: 'Zeile {line}: Die Spalte „{value}“ enthält unzulässige Zeichen (Steuer- oder Textrichtungszeichen).',
  },
  duplicate: {
    hr: 'Redak {line}: šifra {value} već je u retku {first}.',
    en: 'Line {line}: code {value} is already on line {first}.',
    de: 'Zeile {line}: Code {value} steht bereits in Zeile {first}.',
  },
  tooMany: {
    hr: 'Redak {line}: datoteka ima više od 20.000 redaka.',
    en: 'Line {line}: the file has more than 20,000 rows.',
    de: 'Zeile {line}: Die Datei hat mehr als 20.000 Zeilen.',
  },
}

/** A problem of an official file, in the editor's admin language. */
export function problemMessage(problem: TableProblem, req: Pick<PayloadRequest, 'i18n'>): string {
  const language = (['hr', 'en', 'de'] as const).find((code) => code === req.i18n?.language) ?? 'hr'
  return texts[problem.kind][language]
    .replace('{line}', String(problem.line))
    .replace('{value}', 'value' in problem ? problem.value || '–' : '')
    .replace('{first}', 'first' in problem ? String(problem.first) : '')
}
