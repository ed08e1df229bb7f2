import { PassageIndex } from '@/features/assistant/retrieval'
import { searchLanguages, type Indexes } from '@/features/assistant/retrieval/languages'
import { bestPages } from '@/features/assistant/server/answer'
import { siteKnowledge } from '@/features/assistant/server/knowledge'
import { locales, type Locale } from '@/i18n/locales'

import { retrievalQuestions } from './questions'
import { demoPayload } from './demoPayload'
import { visitorQuestions } from './visitorQuestions'

/** One question of a set: the language it is written in, the page's, and the pages that answer. */
export type Question = { asked: Locale; page: Locale; question: string; pages: string[] }

export type Outcome = Question & { language: Locale; found: string[]; rank: number | null }
export type LanguageScore = {
  /** The language the questions are written in. */
  locale: Locale
  questions: number
  /** Questions whose language was recognised. */
  language: number
  top1: number
  top3: number
  misses: Outcome[]
  /** Expected pages that no passage comes from (a typo in the set, or a page gone). */
  unknownPages: string[]
}

/** The two question sets: the one retrieval was tuned on, and visitors' held-out questions. */
export const questionSets: { name: string; questions: Question[] }[] = [
  {
    name: 'tuning',
    questions: retrievalQuestions.map(({ locale, question, pages }) => ({
      asked: locale,
      page: locale,
      question,
      pages,
    })),
  },
  { name: 'visitors', questions: visitorQuestions },
]

/** The passages the assistant builds from the demo content, in each language. */
async function demoPassages() {
  const payload = demoPayload()
  const passages = await Promise.all(
    locales.map(async (locale) => (await siteKnowledge(payload, locale)).passages),
  )
  return Object.fromEntries(locales.map((locale, at) => [locale, passages[at]!]))
}

/**
 * Asks every question of a set as the assistant does (language detected, searched in it and
 * in the page's language) and scores, per language the questions are written in, whether the
 * language was recognised and a page that answers is among the three pages quoted. A question
 * answered in the wrong language counts as a miss.
 */
export async function evaluateRetrieval(questions: Question[]): Promise<LanguageScore[]> {
  const passages = await demoPassages()
  const indexes = Object.fromEntries(
    locales.map((locale) => [locale, new PassageIndex(passages[locale]!)]),
  ) as Indexes
  const known = new Set(
    locales.flatMap((locale) => passages[locale]!.map((passage) => passage.url)),
  )
  return locales.map((locale) => {
    const asked = questions.filter((question) => question.asked === locale)
    const outcomes: Outcome[] = asked.map((question) => {
      const { language, hits } = searchLanguages(indexes, question.question, question.page)
      const found = bestPages(hits, 3).map((hit) => hit.passage.url)
      const position = found.findIndex((url) => question.pages.includes(url))
      const rank = position < 0 || language !== question.asked ? null : position + 1
      return { ...question, language, found, rank }
    })
    return {
      locale,
      questions: outcomes.length,
      language: outcomes.filter((outcome) => outcome.language === outcome.asked).length,
      top1: outcomes.filter((outcome) => outcome.rank === 1).length,
      top3: outcomes.filter((outcome) => outcome.rank !== null).length,
      misses: outcomes.filter((outcome) => outcome.rank === null),
      unknownPages: asked.flatMap((question) => question.pages).filter((page) => !known.has(page)),
    }
  })
}
