import { fold, terms } from './tokenize'

/** A piece of the site that can answer a question: its text, and the page it comes from. */
export type Passage = { id: string; title: string; text: string; url: string }

export type Hit = { passage: Passage; score: number }

/** Four-letter pieces of each word, marked at its ends ("^zahl", "ahlu", … "rag$"). */
export function grams(text: string): string[] {
  const pieces: string[] = []
  for (const word of fold(text).split(/[^a-z0-9]+/)) {
    if (word.length < 4) continue
    const marked = `^${word}$`
    for (let start = 0; start + 4 <= marked.length; start += 1) {
      pieces.push(marked.slice(start, start + 4))
    }
  }
  return pieces
}

/** BM25 (k1 1.2, b 0.75) over documents given as lists of tokens. */
class Bm25 {
  private readonly documentFrequency = new Map<string, number>()
  private readonly documents: { counts: Map<string, number>; length: number }[]
  private readonly averageLength: number

  constructor(documents: string[][]) {
    this.documents = documents.map((tokens) => {
      const counts = new Map<string, number>()
      for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1)
      for (const token of counts.keys()) {
        this.documentFrequency.set(token, (this.documentFrequency.get(token) ?? 0) + 1)
      }
      return { counts, length: tokens.length }
    })
    this.averageLength =
      this.documents.reduce((sum, document) => sum + document.length, 0) /
      Math.max(1, this.documents.length)
  }

  has(token: string): boolean {
    return this.documentFrequency.has(token)
  }

  /** Each document's score for the query's distinct tokens. */
  scores(query: string[]): number[] {
    const tokens = [...new Set(query)]
    const total = this.documents.length
    return this.documents.map(({ counts, length }) => {
      let score = 0
      for (const token of tokens) {
        const frequency = counts.get(token)
        if (!frequency) continue
        const containing = this.documentFrequency.get(token) ?? 0
        const idf = Math.log(1 + (total - containing + 0.5) / (containing + 0.5))
        const norm = 1 - 0.75 + (0.75 * length) / this.averageLength
        score += (idf * frequency * 2.2) / (frequency + 1.2 * norm)
      }
      return score
    })
  }
}

/** The scores divided by the best one (all zero when nothing matched). */
function normalized(scores: number[]): number[] {
  const best = Math.max(0, ...scores)
  return scores.map((score) => (best > 0 ? score / best : 0))
}

/**
 * The site's passages, searchable two ways at once, with equal weight: by word (folded and
 * stemmed, see ./tokenize) and by four-letter pieces of words, which match what stemming
 * misses: German compounds ("Zahlungsantrag" and "Auszahlungsantrag"), other inflections
 * ("kostet" and "Kosten") and small typos. A title counts twice, as a heading says what a
 * passage is about. Only passages sharing at least one word with the question are returned.
 */
export class PassageIndex {
  private readonly passages: Passage[]
  private readonly words: Bm25
  private readonly pieces: Bm25

  constructor(passages: Passage[]) {
    this.passages = passages
    this.words = new Bm25(
      passages.map((passage) => [
        ...terms(passage.title),
        ...terms(passage.title),
        ...terms(passage.text),
      ]),
    )
    this.pieces = new Bm25(
      passages.map((passage) => [
        ...grams(passage.title),
        ...grams(passage.title),
        ...grams(passage.text),
      ]),
    )
  }

  /** True when some passage contains the term (a word of the site's own vocabulary). */
  knows(term: string): boolean {
    return this.words.has(term)
  }

  /** The best `limit` passages for a question, best first; none when no word matches. */
  search(question: string, limit = 3): Hit[] {
    const byWord = this.words.scores(terms(question))
    const wordScores = normalized(byWord)
    const pieceScores = normalized(this.pieces.scores(grams(question)))
    return this.passages
      .map((passage, position) => ({
        passage,
        matched: byWord[position]! > 0,
        score: (wordScores[position]! + pieceScores[position]!) / 2,
      }))
      .filter((hit) => hit.matched)
      .sort((a, b) => b.score - a.score)
      .map(({ passage, score }) => ({ passage, score }))
      .slice(0, limit)
  }
}
