import { describe, expect, it } from 'vitest'

import { carryOverFundingLabels, parseAmountLabel } from './carryOverFundingLabels'
import { callSearchTexts } from './callSearchTexts'

describe('grant amounts', () => {
  it('are read from the labels of the old free-text field', () => {
    expect(parseAmountLabel('do 300.000 €')).toBe(300000)
    expect(parseAmountLabel('do 1,5 mil. €')).toBe(1500000)
    expect(parseAmountLabel('do 1 mil. €')).toBe(1000000)
    expect(parseAmountLabel('do 20.000 €')).toBe(20000)
    expect(parseAmountLabel('8.000 EUR')).toBe(8000)
    expect(parseAmountLabel('ovisno o projektu')).toBeNull()
  })

  it('become the maximum grant, or the Croatian note when a label names no amount', () => {
    expect(
      carryOverFundingLabels([
        { id: 1, funding: 'do 300.000 €' },
        { id: 2, funding: ' ovisno o projektu ' },
        { id: 3, funding: '' },
      ]),
    ).toEqual({ amounts: [{ id: 1, amountMax: 300000 }], notes: [{ id: 2, note: 'ovisno o projektu' }] })
  })
})

describe('search texts of the calls already saved', () => {
  it('are their texts folded, as the collection wrote them then', () => {
    expect(
      callSearchTexts([
        { id: 7, fundName: 'Poduzetništvo', shortDescription: 'Za MSP-ove!', fullDescription: null },
      ]),
    ).toEqual([{ id: 7, searchText: 'poduzetnistvo za msp ove' }])
  })
})
