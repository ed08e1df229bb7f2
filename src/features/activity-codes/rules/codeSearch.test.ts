import { describe, expect, it } from 'vitest'

import { codePrefix, codeSearchIndex, suggestCodes, type SearchableCode } from './codeSearch'

const codes: SearchableCode[] = [
  {
    classification: 'nkd2007',
    code: '62',
    level: 'division',
    name: {
      hr: 'Računalno programiranje, savjetovanje i djelatnosti povezane s njima',
      en: 'Computer programming, consultancy and related activities',
      de: 'Erbringung von Dienstleistungen der Informationstechnologie',
    },
  },
  {
    classification: 'nkd2007',
    code: '62.0',
    level: 'group',
    name: {
      hr: 'Računalno programiranje, savjetovanje i djelatnosti povezane s njima',
      en: 'Computer programming, consultancy and related activities',
      de: 'Erbringung von Dienstleistungen der Informationstechnologie',
    },
  },
  {
    classification: 'nkd2007',
    code: '62.01',
    level: 'class',
    name: {
      hr: 'Računalno programiranje',
      en: 'Computer programming activities',
      de: 'Programmierungstätigkeiten',
    },
    keywords: 'softver, razvoj aplikacija, software development',
  },
  {
    classification: 'nkd2007',
    code: '58.29',
    level: 'class',
    name: {
      hr: 'Izdavanje ostalog softvera',
      en: 'Other software publishing',
      de: 'Verlegen von sonstiger Software',
    },
  },
  {
    classification: 'nkd2007',
    code: '10.71',
    level: 'class',
    name: {
      hr: 'Proizvodnja kruha; proizvodnja svježih peciva, slastičarskih proizvoda i kolača',
      en: 'Manufacture of bread; manufacture of fresh pastry goods and cakes',
      de: 'Herstellung von Backwaren (ohne Dauerbackwaren)',
    },
    keywords: 'pekara, pekarna, bakery, Bäckerei',
  },
  {
    classification: 'nkd2025',
    code: '62.10',
    level: 'class',
    name: {
      hr: 'Računalno programiranje',
      en: 'Computer programming activities',
      de: 'Programmierungstätigkeiten',
    },
  },
  {
    classification: 'nkd2025',
    code: '62.20',
    level: 'class',
    name: { hr: 'Savjetovanje u vezi s računalima', en: 'Computer consultancy activities' },
  },
]
const index = codeSearchIndex(codes)
const found = (query: string, locale: 'hr' | 'en' | 'de' = 'hr') =>
  suggestCodes(index, query, locale).map((item) => `${item.classification}:${item.code}`)

describe('codePrefix', () => {
  it('writes a typed code as stored', () => {
    expect(codePrefix('62')).toBe('62')
    expect(codePrefix('6')).toBe('6')
    expect(codePrefix('620')).toBe('62.0')
    expect(codePrefix('6201')).toBe('62.01')
    expect(codePrefix(' 62.01 ')).toBe('62.01')
    expect(codePrefix('62 01')).toBe('62.01')
    expect(codePrefix('01111')).toBe('01.11.1')
    expect(codePrefix('softver')).toBeNull()
    expect(codePrefix('6201999')).toBeNull()
  })
})

describe('suggestCodes', () => {
  it('lists a division and the codes under it for "62", of both versions', () => {
    expect(found('62')).toEqual([
      'nkd2007:62',
      'nkd2007:62.0',
      'nkd2007:62.01',
      'nkd2025:62.10',
      'nkd2025:62.20',
    ])
    expect(found('6201')).toEqual(['nkd2007:62.01'])
  })

  it('finds by words of the name, without diacritics or the ending as typed, classes first', () => {
    expect(found('programiranje')).toEqual([
      'nkd2007:62.01',
      'nkd2025:62.10',
      'nkd2007:62.0',
      'nkd2007:62',
    ])
    expect(found('racunalnog programiranja')).toContain('nkd2007:62.01')
    expect(found('softver')).toEqual(['nkd2007:58.29', 'nkd2007:62.01'])
  })

  it('finds by the keywords in any language, and names the code in the page’s language', () => {
    expect(found('bakery')).toEqual(['nkd2007:10.71'])
    expect(found('Bäckerei', 'de')).toEqual(['nkd2007:10.71'])
    const [bakery] = suggestCodes(index, 'bakery', 'en')
    expect(bakery).toEqual({
      classification: 'nkd2007',
      code: '10.71',
      level: 'class',
      name: 'Manufacture of bread; manufacture of fresh pastry goods and cakes',
    })
    expect(suggestCodes(index, 'pekara', 'de')[0]!.name).toBe(
      'Herstellung von Backwaren (ohne Dauerbackwaren)',
    )
  })

  it('puts the codes named in the page’s language first, and falls back to Croatian for a missing name', () => {
    expect(found('consultancy', 'en')[0]).toBe('nkd2025:62.20')
    expect(suggestCodes(index, '62.20', 'de')[0]!.name).toBe('Savjetovanje u vezi s računalima')
  })

  it('keeps one version when asked', () => {
    expect(suggestCodes(index, '62', 'hr', 8, 'nkd2025').map((item) => item.code)).toEqual([
      '62.10',
      '62.20',
    ])
    expect(
      suggestCodes(index, 'programiranje', 'hr', 8, 'nkd2007').map((item) => item.code),
    ).toEqual(['62.01', '62.0', '62'])
  })

  it('suggests nothing for an empty or wordless query, and at most the limit', () => {
    expect(found('')).toEqual([])
    expect(found(' – ')).toEqual([])
    expect(suggestCodes(index, '6', 'hr', 2)).toHaveLength(2)
  })
})
