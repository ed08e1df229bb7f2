import { describe, expect, it } from 'vitest'

import {
  calculateRoi,
  evaluateRoi,
  formatEuro,
  formatRoiPercent,
  MAX_GRANT,
  parseAmount,
  separatorsOf,
} from './roi'

const value = (input: string, locale: string) => {
  const parsed = parseAmount(input, locale)
  return parsed.ok ? parsed.value : parsed.error
}

describe('ROI calculation', () => {
  it('charges 2.5% of a 100 000 € grant and returns 3900%', () => {
    expect(calculateRoi(100_000)).toEqual({
      grantCents: 10_000_000,
      feeCents: 250_000,
      netCents: 9_750_000,
      roiPercent: 3900,
      perEuro: 39,
    })
  })

  it('keeps fee and net benefit in whole cents that add up to the grant', () => {
    const result = calculateRoi(100_000.5)!
    expect(result.feeCents).toBe(250_001)
    expect(result.netCents).toBe(9_750_049)
    expect(result.feeCents + result.netCents).toBe(result.grantCents)
    // 1 €: the fee of 2.5 cents rounds to 3, the ROI still comes from the exact fee.
    expect(calculateRoi(1)).toMatchObject({ feeCents: 3, netCents: 97 })
    expect(Math.round(calculateRoi(1)!.roiPercent)).toBe(3900)
    expect(Math.round(calculateRoi(123_456.78)!.roiPercent)).toBe(3900)
  })

  it('gives no result for zero, negative, non-finite or too large grants', () => {
    for (const grant of [0, -100, 0.004, Number.NaN, Infinity, MAX_GRANT + 1]) {
      expect(calculateRoi(grant)).toBeNull()
    }
    expect(calculateRoi(MAX_GRANT)).not.toBeNull()
  })
})

describe('amount parsing per locale', () => {
  it('knows the separators of each site language', () => {
    expect(separatorsOf('hr-HR')).toEqual({ group: '.', decimal: ',' })
    expect(separatorsOf('de-DE')).toEqual({ group: '.', decimal: ',' })
    expect(separatorsOf('en-US')).toEqual({ group: ',', decimal: '.' })
  })

  it('reads Croatian and German amounts', () => {
    for (const locale of ['hr-HR', 'de-DE']) {
      expect(value('100000', locale)).toBe(100_000)
      expect(value('100.000', locale)).toBe(100_000)
      expect(value('100.000,50', locale)).toBe(100_000.5)
      expect(value(' 100 000,50 ', locale)).toBe(100_000.5)
      expect(value('1\u00a0000\u202f000', locale)).toBe(1_000_000)
      expect(value('1.000.000', locale)).toBe(1_000_000)
      expect(value('100.000,00 €', locale)).toBe(100_000)
      expect(value('€ 2.500', locale)).toBe(2500)
      expect(value('5000 EUR', locale)).toBe(5000)
      expect(value('0,5', locale)).toBe(0.5)
      expect(value(',5', locale)).toBe(0.5)
      // A dot followed by one or two digits cannot group thousands: it is a decimal point.
      expect(value('100.5', locale)).toBe(100.5)
      expect(value('100.50', locale)).toBe(100.5)
    }
  })

  it('reads English amounts', () => {
    expect(value('100000', 'en-US')).toBe(100_000)
    expect(value('100,000', 'en-US')).toBe(100_000)
    expect(value('100,000.50', 'en-US')).toBe(100_000.5)
    expect(value('100 000.50', 'en-US')).toBe(100_000.5)
    expect(value('€100,000.00', 'en-US')).toBe(100_000)
    expect(value('100.000', 'en-US')).toBe(100)
    expect(value('100,50', 'en-US')).toBe(100.5)
  })

  it('reads a sign, so that a negative amount is recognised as such', () => {
    expect(value('-5', 'hr-HR')).toBe(-5)
    expect(value('−1.000', 'de-DE')).toBe(-1000)
    expect(value('+5', 'en-US')).toBe(5)
  })

  it('rejects empty, malformed and ambiguous input', () => {
    expect(value('', 'hr-HR')).toBe('empty')
    expect(value('  € ', 'hr-HR')).toBe('empty')
    for (const input of ['abc', '12a', '1e5', '10.00.0', '1.00.000', '10 00', ',', '1-2', '0x10']) {
      expect(value(input, 'hr-HR'), input).toBe('invalid')
    }
    // The other language's full format is not guessed at.
    expect(value('100,000.50', 'hr-HR')).toBe('invalid')
    expect(value('100.000,50', 'en-US')).toBe('invalid')
    expect(value('1,000,000.5.5', 'en-US')).toBe('invalid')
  })
})

describe('evaluateRoi', () => {
  it('gives the result for a positive amount and a reason otherwise', () => {
    expect(evaluateRoi('100.000', 'hr-HR')).toMatchObject({
      ok: true,
      result: { feeCents: 250_000 },
    })
    expect(evaluateRoi('', 'hr-HR')).toEqual({ ok: false, error: 'empty' })
    expect(evaluateRoi('tekst', 'hr-HR')).toEqual({ ok: false, error: 'invalid' })
    expect(evaluateRoi('0', 'en-US')).toEqual({ ok: false, error: 'not-positive' })
    expect(evaluateRoi('0,001', 'de-DE')).toEqual({ ok: false, error: 'not-positive' })
    expect(evaluateRoi('-100', 'en-US')).toEqual({ ok: false, error: 'not-positive' })
    expect(evaluateRoi('20.000.000.000', 'hr-HR')).toEqual({ ok: false, error: 'too-large' })
  })
})

describe('formatting', () => {
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

  it('shows euro with two decimals in each site language', () => {
    expect(plain(formatEuro(2500, 'hr-HR'))).toBe('2.500,00 €')
    expect(plain(formatEuro(97_500, 'de-DE'))).toBe('97.500,00 €')
    expect(formatEuro(2500, 'en-US')).toBe('€2,500.00')
    expect(formatEuro(39, 'en-US')).toBe('€39.00')
  })

  it('shows the ROI as a whole percent', () => {
    expect(formatRoiPercent(3900)).toBe('3900%')
    expect(formatRoiPercent(3900.000000000004)).toBe('3900%')
  })
})
