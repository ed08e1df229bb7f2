import { describe, expect, it } from 'vitest'

import { codeLabel, normaliseCode, parentCode } from './codes'

describe('normaliseCode', () => {
  it('reads each level in the forms the official files use', () => {
    expect(normaliseCode('J')).toEqual({ code: 'J', level: 'section' })
    expect(normaliseCode(' c ')).toEqual({ code: 'C', level: 'section' })
    expect(normaliseCode('62')).toEqual({ code: '62', level: 'division' })
    expect(normaliseCode('62.0')).toEqual({ code: '62.0', level: 'group' })
    expect(normaliseCode('62.0.')).toEqual({ code: '62.0', level: 'group' })
    expect(normaliseCode('62.')).toEqual({ code: '62', level: 'division' })
    expect(normaliseCode('620')).toEqual({ code: '62.0', level: 'group' })
    expect(normaliseCode('62.01')).toEqual({ code: '62.01', level: 'class' })
    expect(normaliseCode('6201')).toEqual({ code: '62.01', level: 'class' })
    expect(normaliseCode('01.11.1')).toEqual({ code: '01.11.1', level: 'subclass' })
    expect(normaliseCode('01111')).toEqual({ code: '01.11.1', level: 'subclass' })
  })

  it('refuses what is no code', () => {
    for (const value of ['', '6', '.62', '62.011', '62-01', 'AB', 'W1', '62.0.1', 'x62']) {
      expect(normaliseCode(value), value).toBeNull()
    }
  })
})

describe('parentCode', () => {
  it('goes one level up, and stops at the division', () => {
    expect(parentCode('01.11.1')).toBe('01.11')
    expect(parentCode('62.01')).toBe('62.0')
    expect(parentCode('62.0')).toBe('62')
    expect(parentCode('62')).toBeNull()
    expect(parentCode('J')).toBeNull()
  })
})

describe('codeLabel', () => {
  it('names a code in Croatian, or in another language when that is missing', () => {
    expect(
      codeLabel('62.01', { hr: 'Računalno programiranje', en: 'Computer programming activities' }),
    ).toBe('62.01 Računalno programiranje')
    expect(codeLabel('62.01', { hr: null, en: 'Computer programming activities' })).toBe(
      '62.01 Computer programming activities',
    )
    expect(codeLabel('62.01', null)).toBe('62.01')
  })
})
