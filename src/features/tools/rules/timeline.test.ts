import { describe, expect, it } from 'vitest'

import { durations, estimateTimeline, isProgramme, phases, programmes } from './timeline'

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
