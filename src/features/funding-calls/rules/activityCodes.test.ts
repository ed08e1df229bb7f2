import { describe, expect, it } from 'vitest'

import { codeLevel, codeMatches, codeParts, coveringCodes, isActivityCode } from './activityCodes'

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
})
