import type { Locale } from '@/i18n/locales'

import { callSearchText, searchTerms } from '@/features/funding-calls/rules'

import type { Classification, CodeLevel } from './codes'

/** A code as the search keeps it. */
export type SearchableCode = {
  classification: Classification
  code: string
  level: CodeLevel
  name: Partial<Record<Locale, string | null>>
  keywords?: string | null
}

/** A suggestion: a code with its name in the page's language (Croatian when it has none). */
export type CodeSuggestion = {
  classification: Classification
  code: string
  level: CodeLevel
  name: string
}

type Entry = SearchableCode & {
  /** Folded name per language, and everything searchable (all names and the keywords). */
  text: Partial<Record<Locale, string>>
  all: string
}

export type CodeSearchIndex = readonly Entry[]

/** A code's place among those it starts: the division first, then down the tree. */
const treeOrder: Record<CodeLevel, number> = {
  section: 0,
  division: 1,
  group: 2,
  class: 3,
  subclass: 4,
}

/** Among codes found by words: the classes first (a company registers a class), then wider. */
const wordOrder: Record<CodeLevel, number> = {
  class: 0,
  subclass: 1,
  group: 2,
  division: 3,
  section: 4,
}

/** The codes, prepared for searching: folded once, in code order. */
export function codeSearchIndex(codes: readonly SearchableCode[]): CodeSearchIndex {
  return codes
    .map((code) => {
      const text: Partial<Record<Locale, string>> = {}
      for (const [locale, name] of Object.entries(code.name)) {
        if (name) text[locale as Locale] = callSearchText(name)
      }
      const all = callSearchText(...Object.values(code.name), code.keywords)
      return { ...code, text, all }
    })
    .sort(
      (a, b) => a.code.localeCompare(b.code) || a.classification.localeCompare(b.classification),
    )
}

/**
 * The start of a code as typed ("62", "620", "6201", "62.0", "62 01"), written as stored
 * ("62", "62.0", "62.01"); null when the query is no code.
 */
export function codePrefix(query: string): string | null {
  const value = query.trim().replace(/\s+/g, '.').replace(/\.+/g, '.')
  if (!/^\d[\d.]*$/.test(value)) return null
  const digits = value.replace(/\./g, '')
  if (digits.length > 5) return null
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 5)].filter(Boolean)
  return parts.join('.')
}

const suggestion = (entry: Entry, locale: Locale): CodeSuggestion => ({
  classification: entry.classification,
  code: entry.code,
  level: entry.level,
  name: entry.name[locale] || entry.name.hr || entry.name.en || entry.code,
})

/**
 * Up to `limit` codes for what a visitor typed: by the start of the code ("62" lists division
 * 62 and the codes under it), or by words of the name in any language or of the keywords,
 * diacritics and endings aside ("programiranje", "softver", "bakery"). By code, the division
 * comes before the codes under it; by words, codes whose name in the page's language holds the
 * words come first, classes before wider levels, then in code order. `classification` keeps
 * the codes of one version only.
 */
export function suggestCodes(
  all: CodeSearchIndex,
  query: string,
  locale: Locale,
  limit = 8,
  classification?: Classification,
): CodeSuggestion[] {
  const index = classification
    ? all.filter((entry) => entry.classification === classification)
    : all
  const prefix = codePrefix(query)
  if (prefix) {
    return index
      .filter((entry) => entry.code.startsWith(prefix))
      .sort(
        (a, b) =>
          treeOrder[a.level] - treeOrder[b.level] ||
          a.code.localeCompare(b.code) ||
          a.classification.localeCompare(b.classification),
      )
      .slice(0, limit)
      .map((entry) => suggestion(entry, locale))
  }
  const terms = searchTerms(query)
  if (terms.length === 0) return []
  const scored: { entry: Entry; score: number }[] = []
  for (const entry of index) {
    if (!terms.every((term) => entry.all.includes(term))) continue
    const own = entry.text[locale] ?? ''
    const inOwn = terms.every((term) => own.includes(term))
    const startsOwn = own.startsWith(terms[0]!) || own.includes(` ${terms[0]}`)
    scored.push({ entry, score: (inOwn ? 4 : 0) + (startsOwn ? 2 : 0) })
  }
  return scored
    .sort(
      (a, b) =>
        b.score - a.score ||
        wordOrder[a.entry.level] - wordOrder[b.entry.level] ||
        a.entry.code.localeCompare(b.entry.code) ||
        a.entry.classification.localeCompare(b.entry.classification),
    )
    .slice(0, limit)
    .map(({ entry }) => suggestion(entry, locale))
}
