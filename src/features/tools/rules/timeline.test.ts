import { describe, expect, it } from 'vitest'

import {
  durations,
  estimateTimeline,
  formatWeeks,
  isProgramme,
  phases,
  programmes,
} from './timeline'

describe('timeline estimator', () => {
  it('has three programmes of four phases in order', () => {
    expect(programmes).toEqual(['hamag-bicro', 'rural-development', 'regional-funds'])
    expect(estimateTimeline('hamag-bicro').phases.map((row) => row.phase)).toEqual([
      'preparation',
      'submission',
      'evaluation',
      'approval',
    ])
  })

  it('uses the week ranges of the spec', () => {
    const table = Object.fromEntries(
      programmes.map((programme) => [
        programme,
        phases.map((phase) => [durations[programme][phase].min, durations[programme][phase].max]),
      ]),
    )
    expect(table).toEqual({
      'hamag-bicro': [
        [2, 4],
        [1, 1],
        [4, 8],
        [2, 3],
      ],
      'rural-development': [
        [3, 6],
        [1, 2],
        [8, 12],
        [4, 6],
      ],
      'regional-funds': [
        [4, 8],
        [2, 2],
        [6, 10],
        [3, 5],
      ],
    })
  })

  it('adds the phases up to the totals the spec states', () => {
    expect(estimateTimeline('hamag-bicro').total).toEqual({ min: 9, max: 16 })
    expect(estimateTimeline('rural-development').total).toEqual({ min: 16, max: 26 })
    expect(estimateTimeline('regional-funds').total).toEqual({ min: 15, max: 25 })
  })

  it('accepts only known programmes', () => {
    expect(isProgramme('regional-funds')).toBe(true)
    expect(isProgramme('esf')).toBe(false)
    expect(isProgramme(undefined)).toBe(false)
  })
})

describe('formatWeeks', () => {
  const hr = { one: 'tjedan', few: 'tjedna', other: 'tjedana' }
  const en = { one: 'week', few: 'weeks', other: 'weeks' }
  const de = { one: 'Woche', few: 'Wochen', other: 'Wochen' }

  it('agrees the Croatian word with the last number', () => {
    expect(formatWeeks({ min: 1, max: 1 }, 'hr-HR', hr)).toBe('1 tjedan')
    expect(formatWeeks({ min: 2, max: 2 }, 'hr-HR', hr)).toBe('2 tjedna')
    expect(formatWeeks({ min: 1, max: 2 }, 'hr-HR', hr)).toBe('1–2 tjedna')
    expect(formatWeeks({ min: 2, max: 4 }, 'hr-HR', hr)).toBe('2–4 tjedna')
    expect(formatWeeks({ min: 4, max: 8 }, 'hr-HR', hr)).toBe('4–8 tjedana')
    expect(formatWeeks({ min: 8, max: 12 }, 'hr-HR', hr)).toBe('8–12 tjedana')
    expect(formatWeeks({ min: 16, max: 26 }, 'hr-HR', hr)).toBe('16–26 tjedana')
    expect(formatWeeks({ min: 20, max: 22 }, 'hr-HR', hr)).toBe('20–22 tjedna')
    expect(formatWeeks({ min: 20, max: 21 }, 'hr-HR', hr)).toBe('20–21 tjedan')
  })

  it('uses singular and plural in English and German', () => {
    expect(formatWeeks({ min: 1, max: 1 }, 'en-US', en)).toBe('1 week')
    expect(formatWeeks({ min: 9, max: 16 }, 'en-US', en)).toBe('9–16 weeks')
    expect(formatWeeks({ min: 1, max: 1 }, 'de-DE', de)).toBe('1 Woche')
    expect(formatWeeks({ min: 2, max: 2 }, 'de-DE', de)).toBe('2 Wochen')
  })
})
