import { describe, expect, it } from 'vitest'

import { requestLocale, translator } from './translator'

describe('API request language', () => {
  it('takes ?locale=, then Accept-Language, then Croatian', () => {
    const headers = new Headers({ 'accept-language': 'fr-FR, de-AT;q=0.8, en;q=0.5' })
    expect(requestLocale('/api/funding-check?locale=en', headers)).toBe('en')
    expect(requestLocale('/api/funding-check?locale=fr', headers)).toBe('de')
    expect(requestLocale('/api/funding-check', new Headers())).toBe('hr')
  })

  it('translates with plural forms', () => {
    const hr = translator('hr', 'FundingCheck')
    expect(hr('found', { count: 1 })).toBe('Pronađena je 1 dostupna prilika.')
    expect(hr('found', { count: 3 })).toBe('Pronađene su 3 dostupne prilike.')
    expect(hr('found', { count: 5 })).toBe('Pronađeno je 5 dostupnih prilika.')
    expect(translator('en', 'FundingCheck')('found', { count: 2 })).toBe(
      '2 available opportunities found.',
    )
  })
})
