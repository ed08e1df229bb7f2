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
 * Inflectional endings a search word may lose (Croatian cases, German and English plurals),
 * longest first: the words of a call's text are written in whatever case its sentence needs.
 */
const endings = [
  'ima',
  'ama',
  'ega',
  'emu',
  'ome',
  'om',
  'em',
  'ih',
  'im',
  'og',
  'oj',
  'en',
  'er',
  'es',
  'a',
  'e',
  'i',
  'o',
  'u',
  'n',
  's',
]

/** Shortest stem an ending is taken from, so that short words are matched as written. */
const minStem = 5

/**
 * A folded search word without one inflectional ending ("digitalizacija" → "digitalizacij",
 * which "digitalizaciju" contains); words that would be left shorter than five letters stay
 * whole. The call's text is matched by substring, so the stem also finds the other forms.
 */
export function searchStem(word: string): string {
  const ending = endings.find((end) => word.endsWith(end) && word.length - end.length >= minStem)
  return ending ? word.slice(0, -ending.length) : word
}

/**
 * The words of a visitor's search, folded the same way and stemmed (see searchStem); each must
 * occur in the call's text. Empty when the search has no letter or digit.
 */
export function searchTerms(query: string): string[] {
  const folded = words(query)
  return folded ? [...new Set(folded.split(' ').map(searchStem))] : []
}

/** True when a call's search text (see callSearchText) holds every word of a search. */
export const hasSearchTerms = (text: string | null | undefined, terms: readonly string[]) =>
  terms.every((term) => text?.includes(term) ?? false)
