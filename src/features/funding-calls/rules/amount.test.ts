import { describe, expect, it } from 'vitest'

import { formatGrant } from './amount'

const nbsp = (text: string | null) => text?.replace(/\u00a0/g, ' ') ?? null

describe('grant amounts', () => {
  it('are written from the numbers in the visitor’s language', () => {
    expect(nbsp(formatGrant('hr', { amountMax: 300000 }))).toBe('do 300.000 €')
    expect(nbsp(formatGrant('en', { amountMax: 300000 }))).toBe('up to €300,000')
    expect(nbsp(formatGrant('de', { amountMax: 300000 }))).toBe('bis 300.000 €')
    expect(nbsp(formatGrant('hr', { amountMin: 20000, amountMax: 1500000 }))).toBe(
      '20.000 € – 1.500.000 €',
    )
    expect(nbsp(formatGrant('en', { amountMin: 5000 }))).toBe('from €5,000')
    expect(nbsp(formatGrant('de', { amountMin: 5000, amountMax: 5000 }))).toBe('5.000 €')
    expect(formatGrant('hr', {})).toBeNull()
  })
})
