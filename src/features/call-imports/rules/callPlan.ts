import type { CallRow } from './callRows'

const languages = ['hr', 'en', 'de'] as const
type Language = (typeof languages)[number]
const textFields = ['fundName', 'shortDescription', 'fullDescription', 'amountNote'] as const
type TextField = (typeof textFields)[number]

/** A call's imported fields in a form that compares: days, sorted lists, texts per language. */
export type CallValues = Record<TextField, Record<Language, string | null>> & {
  programme: number | null
  opensAt: string | null
  deadline: string | null
  amountMin: number | null
  amountMax: number | null
  aidIntensityMax: number | null
  applicantTypes: string[]
  counties: string[]
  nkd2007: string[]
  nkd2025: string[]
  sourceUrl: string | null
}

/** The fields an editor sees named in the preview when they change. */
export type PlanField = keyof CallValues

/** What applying a row would do to the catalogue. */
export type PlannedRow =
  | { outcome: 'new'; row: CallRow; values: CallValues }
  | {
      outcome: 'changed'
      row: CallRow
      id: number
      before: CallValues
      values: CallValues
      fields: PlanField[]
    }
  | { outcome: 'unchanged'; row: CallRow; id: number }

const emptyTexts = (): Record<Language, string | null> => ({ hr: null, en: null, de: null })

/** Values with nothing set: what a new call starts from. */
export const emptyValues = (): CallValues => ({
  fundName: emptyTexts(),
  shortDescription: emptyTexts(),
  fullDescription: emptyTexts(),
  amountNote: emptyTexts(),
  programme: null,
  opensAt: null,
  deadline: null,
  amountMin: null,
  amountMax: null,
  aidIntensityMax: null,
  applicantTypes: [],
  counties: [],
  nkd2007: [],
  nkd2025: [],
  sourceUrl: null,
})

/** The values after a row is applied to `before`: the row's columns replace, the rest stays. */
export function mergeRow(before: CallValues, row: CallRow): CallValues {
  const after: CallValues = structuredClone(before)
  for (const field of textFields) {
    for (const language of languages) {
      const value = row[field][language]
      if (value !== undefined) after[field][language] = value || null
    }
  }
  for (const field of [
    'programme',
    'opensAt',
    'deadline',
    'amountMin',
    'amountMax',
    'aidIntensityMax',
    'sourceUrl',
  ] as const) {
    const value = row[field]
    if (value !== undefined) (after as Record<string, unknown>)[field] = value
  }
  for (const field of ['applicantTypes', 'counties', 'nkd2007', 'nkd2025'] as const) {
    const value = row[field]
    if (value !== undefined) after[field] = [...value].sort()
  }
  return after
}

/** The languages whose texts differ. */
export function changedLanguages(before: CallValues, after: CallValues): Language[] {
  return languages.filter((language) =>
    textFields.some((field) => before[field][language] !== after[field][language]),
  )
}

/** True when a field other than the texts differs. */
export const otherFieldsChanged = (before: CallValues, after: CallValues) =>
  changedFields(before, after).some((field) => !(textFields as readonly string[]).includes(field))

/** The fields whose values differ. */
export function changedFields(before: CallValues, after: CallValues): PlanField[] {
  return (Object.keys(after) as PlanField[]).filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  )
}

/**
 * What each good row would do: a new call when the source has no call with its id, a change
 * when merging the row changes a value, else nothing. `existing` is keyed by external id.
 */
export function planRows(
  rows: CallRow[],
  existing: Map<string, { id: number; values: CallValues }>,
): PlannedRow[] {
  return rows.map((row) => {
    const known = existing.get(row.externalId)
    if (!known) return { outcome: 'new', row, values: mergeRow(emptyValues(), row) }
    const values = mergeRow(known.values, row)
    const fields = changedFields(known.values, values)
    return fields.length === 0
      ? { outcome: 'unchanged', row, id: known.id }
      : { outcome: 'changed', row, id: known.id, before: known.values, values, fields }
  })
}
