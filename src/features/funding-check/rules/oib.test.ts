import { describe, expect, it } from 'vitest'

import { isValidOib } from './oib'

/** Completes 10 digits with their ISO 7064 MOD 11,10 check digit, computed independently. */
function withCheckDigit(first10: string): string {
  let product = 10
  for (const char of first10) {
    let sum = (Number(char) + product) % 10
    if (sum === 0) sum = 10
    product = (2 * sum) % 11
  }
  const check = 11 - product === 10 ? 0 : 11 - product
  return first10 + String(check)
}

describe('OIB', () => {
  it('accepts numbers whose last digit is the ISO 7064 MOD 11,10 check digit', () => {
    // Published examples of valid OIBs.
    for (const oib of ['69435151530', '94577403194', '00000000001']) {
      expect(isValidOib(oib), oib).toBe(true)
    }
    for (const first10 of ['1234567890', '9999999999', '0000000000', '3141592653']) {
      expect(isValidOib(withCheckDigit(first10))).toBe(true)
    }
  })

  it('refuses a wrong check digit, other lengths and anything but digits', () => {
    for (const oib of [
      '69435151531',
      '6943515153',
      '694351515300',
      '6943515153a',
      '',
      ' 69435151530',
    ]) {
      expect(isValidOib(oib), oib).toBe(false)
    }
    // Every wrong last digit is refused.
    const valid = withCheckDigit('1234567890')
    for (let digit = 0; digit <= 9; digit++) {
      const candidate = valid.slice(0, 10) + digit
      expect(isValidOib(candidate)).toBe(candidate === valid)
    }
  })
})
