import { PassageIndex } from '@/features/assistant/retrieval'
import { searchPages } from '@/features/assistant/server/answer'
import { answerCopy } from '@/features/assistant/server/copy'
import { knowledgePassages } from '@/features/assistant/server/passages'
import { locales, type Locale } from '@/i18n/locales'

import { retrievalQuestions, type RetrievalQuestion } from './questions'
import { seedSources } from './seedSources'

export type Outcome = RetrievalQuestion & { found: string[]; rank: number | null }
export type LanguageScore = {
  locale: Locale
  questions: number
  top1: number
  top3: number
  misses: Outcome[]
  /** Expected pages that no passage comes from (a typo in the set, or a page gone). */
  unknownPages: string[]
}

/**
 * Asks every question of the set against the index the assistant builds from the demo content,
 * and scores whether one of the pages it expects is among the three pages the assistant quotes.
 */
export function evaluateRetrieval(): LanguageScore[] {
  return locales.map((locale) => {
    const passages = knowledgePassages(locale, seedSources(locale), answerCopy(locale).labels)
    const index = new PassageIndex(passages)
    const pages = new Set(passages.map((passage) => passage.url))
    const asked = retrievalQuestions.filter((question) => question.locale === locale)
    const outcomes: Outcome[] = asked.map((question) => {
      const found = searchPages(index, question.question, 3).map((hit) => hit.passage.url)
      const position = found.findIndex((url) => question.pages.includes(url))
      return { ...question, found, rank: position < 0 ? null : position + 1 }
    })
    return {
      locale,
      questions: outcomes.length,
      top1: outcomes.filter((outcome) => outcome.rank === 1).length,
      top3: outcomes.filter((outcome) => outcome.rank !== null).length,
      misses: outcomes.filter((outcome) => outcome.rank === null),
      unknownPages: asked.flatMap((question) => question.pages).filter((page) => !pages.has(page)),
    }
  })
}
