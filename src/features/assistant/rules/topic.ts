import { activityCodes, tokens } from '../retrieval/tokenize'

/** Most words kept of one question. */
const maxTopicWords = 8

/**
 * A question reduced to what can be counted without personal data: e-mail addresses, web
 * addresses and numbers are removed, then only the words the site's own content also uses are
 * kept (so a visitor's name, company or address never is), plus activity codes. The key joins
 * the sorted search terms, so "natječaji za IT" and "natječaj za IT" count as one topic.
 */
export function questionTopic(
  question: string,
  knows: (term: string) => boolean,
): { key: string; topic: string } | null {
  const codes = activityCodes(question)
  const cleaned = question
    .replace(/\S+@\S+/g, ' ')
    .replace(/\b(?:https?:\/\/|www\.)\S+/gi, ' ')
    .replace(/\d[\d.,\s/-]*/g, ' ')
  const seen = new Set<string>()
  const words: string[] = []
  for (const { word, term } of tokens(cleaned)) {
    if (seen.has(term) || !knows(term)) continue
    seen.add(term)
    words.push(word)
    if (words.length >= maxTopicWords) break
  }
  const kept = [...words, ...codes]
  if (kept.length === 0) return null
  return { key: [...seen, ...codes].sort().join(' '), topic: kept.join(' ') }
}
