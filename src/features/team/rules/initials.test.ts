import { describe, expect, it } from 'vitest'

import { initials } from './initials'

describe('initials', () => {
  it('takes the first letters of the first and the last word, diacritics kept', () => {
    expect(initials('Petra Šarić')).toBe('PŠ')
    expect(initials('Marija Kovačević')).toBe('MK')
    expect(initials('Ana-Marija Horvat Kos')).toBe('AK')
  })

  it('writes them in capitals, one for a single word, none for an empty name', () => {
    expect(initials('  đuro   čović ')).toBe('ĐČ')
    expect(initials('Tomislav')).toBe('T')
    expect(initials('   ')).toBe('')
  })
})
