import { describe, expect, it } from 'vitest'

import { evaluateRetrieval, questionSets } from './evaluate'

describe('assistant retrieval on the question sets of bench/retrieval', () => {
  for (const set of questionSets) {
    it(`${set.name}: at least 30 questions per language, each expecting pages the site has`, async () => {
      for (const score of await evaluateRetrieval(set.questions)) {
        expect(score.questions).toBeGreaterThanOrEqual(30)
        expect(score.unknownPages).toEqual([])
      }
    })

    it(`${set.name}: every question read in the language it is written in`, async () => {
      for (const score of await evaluateRetrieval(set.questions)) {
        const wrong = score.misses.filter((miss) => miss.language !== miss.asked)
        expect(wrong.map((miss) => `${miss.question} → ${miss.language}`)).toEqual([])
      }
    })
  }

  it('tuning: a page that answers among the three quoted for 95 % or more, per language', async () => {
    for (const score of await evaluateRetrieval(questionSets[0]!.questions)) {
      const misses = score.misses.map((miss) => `${miss.question} → ${miss.found.join(', ')}`)
      expect(
        score.top3 / score.questions,
        `${score.locale}: ${misses.join('; ')}`,
      ).toBeGreaterThanOrEqual(0.95)
    }
  })

  it('visitors: a page that answers among the three quoted for 95 % or more, per language', async () => {
    for (const score of await evaluateRetrieval(questionSets[1]!.questions)) {
      const misses = score.misses.map((miss) => `${miss.question} → ${miss.found.join(', ')}`)
      expect(
        score.top3 / score.questions,
        `${score.locale}: ${misses.join('; ')}`,
      ).toBeGreaterThanOrEqual(0.95)
    }
  })
})
