import { describe, expect, it } from 'vitest'

import { evaluateRetrieval } from './evaluate'

describe('assistant retrieval on the evaluation set (bench/retrieval)', () => {
  it('has at least 30 questions per language, each expecting pages the site has', () => {
    for (const score of evaluateRetrieval()) {
      expect(score.questions).toBeGreaterThanOrEqual(30)
      expect(score.unknownPages).toEqual([])
    }
  })

  it('quotes a page that answers the question among its three for 90 % or more, per language', () => {
    for (const score of evaluateRetrieval()) {
      const misses = score.misses.map((miss) => `${miss.question} → ${miss.found.join(', ')}`)
      expect(
        score.top3 / score.questions,
        `${score.locale}: ${misses.join('; ')}`,
      ).toBeGreaterThanOrEqual(0.9)
    }
  })
})
