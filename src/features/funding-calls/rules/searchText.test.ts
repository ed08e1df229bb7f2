import { describe, expect, it } from 'vitest'

import { callSearchText, searchTerms } from './searchText'

describe('catalogue search text', () => {
  it('folds a call’s text to lower case without diacritics or punctuation', () => {
    expect(callSearchText('Poduzetništvo i đaci', 'Förderung – Straße, 50 %', null)).toBe(
      'poduzetnistvo i daci forderung strasse 50',
    )
  })

  it('reads a search as its folded words, each once', () => {
    expect(searchTerms('  Poduzetništvo,  ŽUPANIJA poduzetnistvo ')).toEqual([
      'poduzetnistv',
      'zupanij',
    ])
    expect(searchTerms('%_ -- ')).toEqual([])
  })

  it('finds a call when every folded search word is in its text', () => {
    const text = callSearchText('Digitalizacija poslovanja poduzetnika', 'Bespovratna sredstva')
    const found = (query: string) => searchTerms(query).every((term) => text.includes(term))
    expect(found('poduzetnistvo')).toBe(false)
    expect(found('poduzetnik digitalizacij')).toBe(true)
    expect(found('bespovratna krediti')).toBe(false)
  })

  it('finds the other cases and plurals of a word, short words only as written', () => {
    const text = callSearchText(
      'Potpore za digitalizaciju obrta i energetsku obnovu zgrada',
      'Förderungen für kleine Unternehmens-Gründungen; grants for farms',
    )
    const found = (query: string) => searchTerms(query).every((term) => text.includes(term))
    expect(found('digitalizacija')).toBe(true)
    expect(found('energetska obnova')).toBe(true)
    expect(found('Förderung Unternehmen')).toBe(true)
    expect(found('grant farm')).toBe(true)
    // "zgrade" keeps five letters ("zgrad"), "obrt" is too short to lose one.
    expect(found('zgrade obrt')).toBe(true)
    expect(found('obrta')).toBe(true)
    expect(found('digitalni')).toBe(false)
    expect(searchTerms('žena ured')).toEqual(['zena', 'ured'])
  })
})
