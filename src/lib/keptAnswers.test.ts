import { describe, expect, it } from 'vitest'

import { keptAnswers } from './keptAnswers'

describe('keptAnswers', () => {
  it('works each key out once, null answers included', () => {
    const asked: string[] = []
    const answer = keptAnswers((key: string) => {
      asked.push(key)
      return key === 'none' ? null : key.toUpperCase()
    })
    expect([answer('a'), answer('a'), answer('none'), answer('none')]).toEqual([
      'A',
      'A',
      null,
      null,
    ])
    expect(asked).toEqual(['a', 'none'])
  })

  it('forgets everything past its limit and keeps the newest answer', () => {
    const asked: number[] = []
    const double = keptAnswers((key: number) => {
      asked.push(key)
      return key * 2
    }, 2)
    expect([double(1), double(2), double(3), double(3), double(1)]).toEqual([2, 4, 6, 6, 2])
    expect(asked).toEqual([1, 2, 3, 1])
  })
})
