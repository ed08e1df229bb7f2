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
      'poduzetnistvo',
      'zupanija',
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
})
