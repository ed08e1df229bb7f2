import { fold } from '@/lib/fold'

/**
 * A language row's search text as the calls' collection computed it on a save when this
 * migration was written (the funding calls' rules/searchText.ts): its texts folded, anything but
 * letters and digits a space. Kept here as it was then, so that the migration writes the same
 * whatever the collection computes later (a change there comes with a migration of its own).
 */
const searchTextThen = (...parts: (string | null)[]) =>
  fold(parts.filter(Boolean).join(' '))
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

/** One language's row of a call: its texts. */
export type CallTextRow = {
  id: number | string
  fundName: string | null
  shortDescription: string | null
  fullDescription: string | null
}

/**
 * What migration `catalogue_search` writes for the calls already saved: each language row's
 * search text, as the collection's hook computed it on a save then.
 */
export function callSearchTexts(rows: CallTextRow[]): { id: number | string; searchText: string }[] {
  return rows.map((row) => ({
    id: row.id,
    searchText: searchTextThen(row.fundName, row.shortDescription, row.fullDescription),
  }))
}
