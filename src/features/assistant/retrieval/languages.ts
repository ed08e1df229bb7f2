import type { Locale } from '@/i18n/locales'

import type { Hit, PassageIndex } from '.'
import { detectLanguage } from './language'

/** The passages of the site in each of its languages. */
export type Indexes = Record<Locale, PassageIndex>

/** Passages looked at per language before the best pages are picked. */
const searchDepth = 40

/** What a match in the page's language counts against one in the question's. */
const pageLanguageWeight = 0.8

/**
 * A question searched where its answer is: in the language it is written in (detected from
 * its words; the page's language when they do not tell) and, when that differs, also in the
 * page's language, as a visitor writing English on a Croatian page may still use the page's
 * words. Each search scores its best passage 1; a match in the page's language counts
 * `pageLanguageWeight` of that, and a passage found in both keeps the better score. Passages are given in the question's language, so the answer and its links are too.
 */
export function searchLanguages(
  indexes: Indexes,
  question: string,
  pageLocale: Locale,
): { language: Locale; hits: Hit[] } {
  const language = detectLanguage(question, indexes) ?? pageLocale
  const own = indexes[language]
  const best = new Map<string, Hit>()
  for (const hit of own.search(question, searchDepth)) best.set(hit.passage.id, hit)
  if (language !== pageLocale) {
    for (const hit of indexes[pageLocale].search(question, searchDepth)) {
      const score = hit.score * pageLanguageWeight
      const known = best.get(hit.passage.id)
      if (known && known.score >= score) continue
      const passage = own.passage(hit.passage.id) ?? hit.passage
      best.set(hit.passage.id, { passage, score })
    }
  }
  return { language, hits: [...best.values()].sort((a, b) => b.score - a.score) }
}
