import type { KnowledgePassage } from '@/core/knowledge'

import { conceptTags, frameTags } from './concepts'
import { activityCodes, fold, stem, terms, tokens } from './tokenize'

/**
 * A piece of the site that can answer a question: its text, and the page it comes from, as a
 * feature tells it (`knowledge` of its definition).
 */
export type Passage = KnowledgePassage

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

  /** How many documents contain the token. */
  frequency(token: string): number {
    return this.documentFrequency.get(token) ?? 0
  }

  /** Every token of every document, once. */
  vocabulary(): IterableIterator<string> {
    return this.documentFrequency.keys()
  }

  /** Each document's score for the query's tokens, each times its weight (1 if none). */
  scores(query: string[], weights: Map<string, number> = new Map()): number[] {
    const tokens = [...new Set(query)]
    const weight = (token: string) => weights.get(token) ?? 1
    const total = this.documents.length
    return this.documents.map(({ counts, length }) => {
      let score = 0
      for (const token of tokens) {
        const frequency = counts.get(token)
        if (!frequency) continue
        const containing = this.documentFrequency.get(token) ?? 0
        const idf = Math.log(1 + (total - containing + 0.5) / (containing + 0.5))
        const norm = 1 - 0.75 + (0.75 * length) / this.averageLength
        score += (weight(token) * idf * frequency * 2.2) / (frequency + 1.2 * norm)
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
 * Damerau-Levenshtein distance of two words (an insertion, deletion, substitution or swap of
 * two neighbouring letters counts 1), or `limit + 1` as soon as it must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let before: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i]
    let best = i
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2]! + 1)
      }
      current.push(value)
      best = Math.min(best, value)
    }
    if (best > limit) return limit + 1
    before = previous
    previous = current
  }
  return previous[b.length]!
}

/** A concept the question asks about counts as much as this many of its words. */
const conceptWeight = 2
/** A question's frame ("who…", "how long…") counts a little more than one of its words. */
const frameWeight = 1.5

/** Letters a misspelt word may differ by: one in a short word, two from ten letters on. */
const typoLimit = (word: string) => (word.length >= 10 ? 2 : 1)

/**
 * The site's passages, searchable two ways at once, with equal weight: by word (folded and
 * stemmed, see ./tokenize, plus the concept tags of ./concepts) and by four-letter pieces of
 * words, which match what stemming misses: German compounds ("Zahlungsantrag" and
 * "Auszahlungsantrag"), other inflections ("kostet" and "Kosten") and small typos. A question
 * word the pages never use is read as the nearest word they do use ("konzultacjie" as
 * "konzultacije"). A title counts twice, as a heading says what a passage is about. Only
 * passages sharing at least one word or concept with the question are returned.
 */
export class PassageIndex {
  private readonly passages: Passage[]
  private readonly byId: Map<string, Passage>
  private readonly words: Bm25
  private readonly pieces: Bm25
  /** Each word the pages use as written (folded), with its term and how many passages have it. */
  private readonly surface = new Map<string, { term: string; passages: number }>()
  private readonly corrections = new Map<string, string | null>()

  constructor(passages: Passage[]) {
    this.passages = passages
    this.byId = new Map(passages.map((passage) => [passage.id, passage]))
    this.words = new Bm25(
      passages.map((passage) => {
        const title = [...terms(passage.title), ...conceptTags(passage.title, 'title')]
        const text = [...terms(passage.text), ...conceptTags(passage.text, 'text')]
        return [...title, ...title, ...text, ...(passage.tags ?? [])]
      }),
    )
    this.pieces = new Bm25(
      passages.map((passage) => {
        const title = [...grams(passage.title), ...conceptTags(passage.title, 'title')]
        const text = [...grams(passage.text), ...conceptTags(passage.text, 'text')]
        return [...title, ...title, ...text, ...(passage.tags ?? [])]
      }),
    )
    for (const passage of passages) {
      const seen = new Set<string>()
      for (const { word, term } of tokens(`${passage.title} ${passage.text}`)) {
        const folded = fold(word)
        if (seen.has(folded)) continue
        seen.add(folded)
        const known = this.surface.get(folded)
        this.surface.set(folded, { term, passages: (known?.passages ?? 0) + 1 })
      }
    }
  }

  /** True when some passage contains the term (a word of the site's own vocabulary). */
  knows(term: string): boolean {
    return this.words.has(term)
  }

  /** The passage with this id, if the index has it. */
  passage(id: string): Passage | undefined {
    return this.byId.get(id)
  }

  /**
   * The word the pages use that a misspelt word (folded) is closest to: within `typoLimit`
   * edits and with the same first letter (typos seldom change it), the one most passages use;
   * null when none is that close. Words under five letters and numbers are not corrected.
   */
  corrected(word: string): string | null {
    if (word.length < 5 || /\d/.test(word)) return null
    const known = this.corrections.get(word)
    if (known !== undefined) return known
    const limit = typoLimit(word)
    let best: { word: string; distance: number; passages: number } | null = null
    for (const [candidate, { passages }] of this.surface) {
      if (candidate[0] !== word[0] || Math.abs(candidate.length - word.length) > limit) continue
      const distance = editDistance(word, candidate, limit)
      if (distance > limit) continue
      if (
        !best ||
        distance < best.distance ||
        (distance === best.distance && passages > best.passages)
      ) {
        best = { word: candidate, distance, passages }
      }
    }
    const correction = best?.word ?? null
    this.corrections.set(word, correction)
    return correction
  }

  /**
   * The two words the pages use that a compound the pages never use is made of, with or
   * without a linking "s" ("zahlungsantrag": "zahlung" and "antrag"); none when it is not one.
   */
  private parts(word: string): string[] {
    if (word.length < 9) return []
    const known = (part: string) =>
      [part, stem(part)].find((candidate) => candidate.length >= 4 && this.words.has(candidate))
    for (let cut = word.length - 4; cut >= 4; cut -= 1) {
      const right = known(word.slice(cut))
      if (!right) continue
      const head = word.slice(0, cut)
      const left = known(head) ?? (head.endsWith('s') ? known(head.slice(0, -1)) : undefined)
      if (left) return [left, right]
    }
    return []
  }

  /**
   * A question's searchable terms and the words they stand for: a word the pages do not use is
   * read as the nearest word they do use (a typo), or else as the parts of a compound.
   */
  private read(question: string): { terms: string[]; corrections: string[] } {
    const read = { terms: [...activityCodes(question)], corrections: [] as string[] }
    for (const { word, term } of tokens(question)) {
      const folded = fold(word)
      if (this.words.has(term)) {
        read.terms.push(term)
        continue
      }
      const corrected = this.corrected(folded)
      const parts = corrected ? [] : this.parts(folded)
      if (corrected) {
        read.terms.push(this.surface.get(corrected)!.term)
        read.corrections.push(corrected)
      } else if (parts.length) read.terms.push(...parts)
      else read.terms.push(term)
    }
    return read
  }

  /**
   * A question's searchable terms: its words as the pages use them, and the concept tags of
   * its words as written (short and common ones included) and as corrected.
   */
  private questionTerms(question: string): string[] {
    const read = this.read(question)
    const tags = conceptTags(`${question} ${read.corrections.join(' ')}`, 'question')
    return [...read.terms, ...tags]
  }

  /** The best `limit` passages for a question, best first; none when no word matches. */
  search(question: string, limit = 3): Hit[] {
    const query = this.questionTerms(question)
    // A concept counts once for each word of the question that asks for it.
    const weights = new Map<string, number>()
    for (const token of query) {
      if (!token.startsWith('#')) continue
      const weight = frameTags.has(token) ? frameWeight : conceptWeight
      weights.set(token, (weights.get(token) ?? 0) + weight)
    }
    const byWord = this.words.scores(query, weights)
    const wordScores = normalized(byWord)
    const tags = query.filter((token) => token.startsWith('#'))
    const pieceScores = normalized(this.pieces.scores([...grams(question), ...tags], weights))
    return this.passages
      .map((passage, position) => ({
        passage,
        matched: byWord[position]! > 0,
        score: ((passage.weight ?? 1) * (wordScores[position]! + pieceScores[position]!)) / 2,
      }))
      .filter((hit) => hit.matched)
      .sort((a, b) => b.score - a.score)
      .map(({ passage, score }) => ({ passage, score }))
      .slice(0, limit)
  }
}
