import { fold } from '@/lib/fold'

/** Folded words: lower case, no diacritics, anything but letters and digits a space. */
const words = (text: string) =>
  fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

/**
 * A call's text as the catalogue searches it, one per language: its name and descriptions
 * folded (see lib/fold), so that "poduzetnistvo" finds "poduzetništvo" and "Förderung" is
 * found as "forderung".
 */
export function callSearchText(...parts: (string | null | undefined)[]): string {
  return words(parts.filter(Boolean).join(' '))
}

/**
 * The words of a visitor's search, folded the same way; each must occur in the call's text.
 * Empty when the search has no letter or digit.
 */
export function searchTerms(query: string): string[] {
  const folded = words(query)
  return folded ? [...new Set(folded.split(' '))] : []
}

/** True when a call's search text (see callSearchText) holds every word of a search. */
export const hasSearchTerms = (text: string | null | undefined, terms: readonly string[]) =>
  terms.every((term) => text?.includes(term) ?? false)
