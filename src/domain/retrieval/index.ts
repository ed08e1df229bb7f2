import { terms } from './tokenize'

/** A piece of the site that can answer a question: its text, and the page it comes from. */
export type Passage = { id: string; title: string; text: string; url: string }

export type Hit = { passage: Passage; score: number }

type Indexed = { passage: Passage; counts: Map<string, number>; length: number }

/**
 * A BM25 index over passages (k1 1.2, b 0.75). The title counts twice, as a heading says what
 * a passage is about.
 */
export class PassageIndex {
  private readonly items: Indexed[]
  private readonly documentFrequency = new Map<string, number>()
  private readonly averageLength: number

  constructor(passages: Passage[]) {
    this.items = passages.map((passage) => {
      const words = [...terms(passage.title), ...terms(passage.title), ...terms(passage.text)]
      const counts = new Map<string, number>()
      for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1)
      for (const word of counts.keys()) {
        this.documentFrequency.set(word, (this.documentFrequency.get(word) ?? 0) + 1)
      }
      return { passage, counts, length: words.length }
    })
    this.averageLength =
      this.items.reduce((sum, item) => sum + item.length, 0) / Math.max(1, this.items.length)
  }

  /** The best `limit` passages for a question, best first; none when no term matches. */
  search(question: string, limit = 3): Hit[] {
    const query = [...new Set(terms(question))]
    const total = this.items.length
    return this.items
      .map(({ passage, counts, length }) => {
        let score = 0
        for (const word of query) {
          const frequency = counts.get(word)
          if (!frequency) continue
          const containing = this.documentFrequency.get(word) ?? 0
          const idf = Math.log(1 + (total - containing + 0.5) / (containing + 0.5))
          const norm = 1 - 0.75 + (0.75 * length) / this.averageLength
          score += (idf * frequency * 2.2) / (frequency + 1.2 * norm)
        }
        return { passage, score }
      })
      .filter((hit) => hit.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, limit)
  }
}
