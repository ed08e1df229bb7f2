import { describe, expect, it } from 'vitest'

import { isNkdCode } from './nkd'

describe('isNkdCode', () => {
  it('accepts two digits, a dot and two digits', () => {
    expect(isNkdCode('62.01')).toBe(true)
    expect(isNkdCode('01.13')).toBe(true)
  })

  it('refuses other shapes', () => {
    for (const value of ['6201', '62.1', '62.011', ' 62.01', 'ab.cd', '62,01', '']) {
      expect(isNkdCode(value), value).toBe(false)
    }
  })
})
