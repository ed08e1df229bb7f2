import { describe, expect, it } from 'vitest'

import {
  codeKey,
  codeLevel,
  codeMatches,
  codeParts,
  codeQueries,
  coveringCodes,
  isActivityCode,
  keyDivision,
  queryMatcher,
} from './activityCodes'

describe('activity codes', () => {
  it('are divisions, groups or classes', () => {
    expect(['62', '62.0', '62.01', '01.13'].map(codeLevel)).toEqual([
      'division',
      'group',
      'class',
      'class',
    ])
    for (const wrong of ['6', '620', '62.', '62.011', 'ab.cd', '62,01', ' 62.01']) {
      expect(isActivityCode(wrong), wrong).toBe(false)
      expect(codeLevel(wrong)).toBeNull()
    }
    expect(codeParts('62.01')).toEqual({ division: '62', group: '62.0' })
    expect(codeParts('62')).toEqual({ division: '62', group: null })
  })

  it('are covered by the group and division above them', () => {
    expect(coveringCodes('62.01')).toEqual(['62', '62.0', '62.01'])
    expect(coveringCodes('62.0')).toEqual(['62', '62.0'])
    expect(coveringCodes('62')).toEqual(['62'])
  })

  it('match a call whose code covers the company’s, or lies under a coarser company code', () => {
    expect(codeMatches('62', '62.01')).toBe(true)
    expect(codeMatches('62.0', '62.09')).toBe(true)
    expect(codeMatches('62.01', '62.01')).toBe(true)
    expect(codeMatches('62.02', '62.01')).toBe(false)
    expect(codeMatches('63', '62.01')).toBe(false)
    expect(codeMatches('62.1', '62.01')).toBe(false)
    // A company that names only its division sees the calls for any class in it.
    expect(codeMatches('62.01', '62')).toBe(true)
    expect(codeMatches('62.01', '62.0')).toBe(true)
    expect(codeMatches('62.11', '62.0')).toBe(false)
  })

  it('keep the two versions of the classification apart, and match across them only through the correspondence', () => {
    expect(codeKey('62.10', 'nkd2025')).toBe('2025/62.10')
    expect(codeKey('62.01')).toBe('62.01')
    expect(keyDivision('2025/62.10')).toBe('2025/62')
    expect(keyDivision('62.01')).toBe('62')
    // An NKD 2025 visitor with 62.10, which the correspondence pairs with NKD 2007 62.01.
    const matches = queryMatcher(codeQueries('62.10', 'nkd2025', ['62.01']))
    expect(['2025/62.10', '2025/62', '62.01', '62'].map(matches)).toEqual([true, true, true, true])
    // The same digits in the other version are another activity.
    expect(['62.10', '2025/62.01'].map(matches)).toEqual([false, false])
    // An NKD 2007 division is not the start of every NKD 2025 key ("2025/…").
    expect(queryMatcher(codeQueries('20'))('2025/62.10')).toBe(false)
    expect(queryMatcher(codeQueries('20'))('20.16')).toBe(true)
  })
})
