import type { Field } from 'payload'

/** What the last check of the official source page found. */
export const sourceStates = [
  'unchanged',
  'changed',
  'moved',
  'gone',
  'unreachable',
  'blocked',
  'first',
] as const
export type SourceState = (typeof sourceStates)[number]

const stateLabels: Record<SourceState, { hr: string; en: string; de: string }> = {
  unchanged: { hr: 'Nepromijenjena', en: 'Unchanged', de: 'Unverändert' },
  changed: { hr: 'Promijenjena', en: 'Changed', de: 'Geändert' },
  moved: { hr: 'Premještena', en: 'Moved', de: 'Verschoben' },
  gone: { hr: 'Uklonjena', en: 'Gone', de: 'Entfernt' },
  unreachable: { hr: 'Nedostupna', en: 'Unreachable', de: 'Nicht erreichbar' },
  blocked: {
    hr: 'Zabranjena (robots.txt)',
    en: 'Disallowed (robots.txt)',
    de: 'Nicht erlaubt (robots.txt)',
  },
  first: { hr: 'Prva provjera', en: 'First check', de: 'Erste Prüfung' },
}

/**
 * The daily check of a call's official source page (the source-monitoring feature writes it):
 * when it was checked and last reachable, what it found, and whether an editor should look.
 * Only "needs review" is the editor's to change: they clear it once the call is up to date.
 */
export const sourceCheckField: Field = {
  name: 'sourceCheck',
  type: 'group',
  label: { hr: 'Provjera izvora', en: 'Source check', de: 'Quellenprüfung' },
  admin: { position: 'sidebar' },
  fields: [
    {
      name: 'flagged',
      type: 'checkbox',
      index: true,
      defaultValue: false,
      label: {
        hr: 'Treba pregledati',
        en: 'Needs review',
        de: 'Prüfung nötig',
      },
      admin: {
        description: {
          hr: 'Službena stranica se promijenila, premjestila ili nestala. Isključite kad natječaj uskladite.',
          en: 'The official page changed, moved or disappeared. Clear it once the call is up to date.',
          de: 'Die offizielle Seite hat sich geändert, ist umgezogen oder verschwunden. Entfernen Sie das Häkchen, sobald die Ausschreibung aktuell ist.',
        },
      },
    },
    {
      name: 'state',
      type: 'select',
      options: sourceStates.map((value) => ({ value, label: stateLabels[value] })),
      label: { hr: 'Zadnji nalaz', en: 'Last finding', de: 'Letzter Befund' },
      admin: { readOnly: true },
    },
    {
      name: 'detail',
      type: 'text',
      label: { hr: 'Pojedinosti', en: 'Details', de: 'Einzelheiten' },
      admin: { readOnly: true },
    },
    {
      name: 'movedTo',
      type: 'text',
      label: { hr: 'Nova adresa', en: 'New address', de: 'Neue Adresse' },
      admin: { readOnly: true, condition: (_, sibling) => Boolean(sibling?.movedTo) },
    },
    {
      name: 'checkedAt',
      type: 'date',
      label: { hr: 'Provjereno', en: 'Checked', de: 'Geprüft' },
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'reachableAt',
      type: 'date',
      label: { hr: 'Zadnji put dostupna', en: 'Last reachable', de: 'Zuletzt erreichbar' },
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'contentHash', type: 'text', admin: { hidden: true } },
    { name: 'flaggedAt', type: 'date', admin: { hidden: true } },
  ],
}
