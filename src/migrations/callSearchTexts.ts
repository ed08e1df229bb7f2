import { callSearchText } from '@/features/funding-calls/rules'

/** One language's row of a call: its texts. */
export type CallTextRow = {
  id: number | string
  fundName: string | null
  shortDescription: string | null
  fullDescription: string | null
}

/**
 * What migration `catalogue_search` writes for the calls already saved: each language row's
 * search text, as the collection's hook computes it on a save (rules/searchText).
 */
export function callSearchTexts(rows: CallTextRow[]): { id: number | string; searchText: string }[] {
  return rows.map((row) => ({
    id: row.id,
    searchText: callSearchText(row.fundName, row.shortDescription, row.fullDescription),
  }))
}
