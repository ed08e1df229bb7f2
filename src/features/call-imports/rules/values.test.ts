import { describe, expect, it } from 'vitest'

import { foldName, readAmount, readDay, readList, readUrl } from './values'

describe('reading the cells of an imported call', () => {
  it('reads days written the ISO and the Croatian way, and refuses impossible ones', () => {
    expect(readDay('2026-03-31')).toBe('2026-03-31')
    expect(readDay('2026-03-31T00:00:00.000Z')).toBe('2026-03-31')
    expect(readDay('31.3.2026.')).toBe('2026-03-31')
    expect(readDay('31. 03. 2026')).toBe('2026-03-31')
    expect(readDay('31.02.2026.')).toBeNull()
    expect(readDay('sutra')).toBeNull()
  })

  it('reads amounts with Croatian and English separators', () => {
    expect(readAmount('150000')).toBe(150000)
    expect(readAmount('150.000,00')).toBe(150000)
    expect(readAmount('150,000.50')).toBe(150000.5)
    expect(readAmount('150 000 €')).toBe(150000)
    expect(readAmount('150.000')).toBe(150000)
    expect(readAmount('1,5')).toBe(1.5)
    expect(readAmount('85%')).toBe(85)
    expect(readAmount('mnogo')).toBeNull()
  })

  it('splits lists on semicolons, commas and new lines', () => {
    expect(readList('62.01; 62.02,63.11\n58.29')).toEqual(['62.01', '62.02', '63.11', '58.29'])
    expect(readList(' ; ')).toEqual([])
  })

  it('takes only web addresses', () => {
    expect(readUrl('https://fondovieu.gov.hr/pozivi/123')).toBe(
      'https://fondovieu.gov.hr/pozivi/123',
    )
    expect(readUrl('javascript:alert(1)')).toBeNull()
    expect(readUrl('fondovieu')).toBeNull()
  })

  it('compares names without case and diacritics', () => {
    expect(foldName('Međimurska  županija')).toBe(foldName('medimurska zupanija'))
  })
})
