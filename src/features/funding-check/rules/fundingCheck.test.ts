import { describe, expect, it } from 'vitest'

import { validateFundingCheck } from './fundingCheck'

describe('funding check input', () => {
  it('accepts a valid OIB and activity code, trimmed', () => {
    expect(validateFundingCheck({ oib: ' 69435151530 ', nkd: ' 62.01\n' })).toEqual({
      ok: true,
      value: { oib: '69435151530', nkd: '62.01', version: 'nkd2007', county: null, size: null },
    })
  })

  it('requires both fields', () => {
    expect(validateFundingCheck({ oib: '', nkd: '   ' })).toEqual({
      ok: false,
      errors: { oib: 'required', nkd: 'required' },
    })
    for (const input of [undefined, null, 'text', 42, [], { oib: 5 }]) {
      expect(validateFundingCheck(input)).toMatchObject({ ok: false })
    }
  })

  it('names what is wrong with each field', () => {
    expect(validateFundingCheck({ oib: '1234', nkd: '6201' })).toEqual({
      ok: false,
      errors: { oib: 'oibFormat', nkd: 'nkdFormat' },
    })
    expect(validateFundingCheck({ oib: '69435151531', nkd: '62.01' })).toEqual({
      ok: false,
      errors: { oib: 'oibChecksum' },
    })
    expect(validateFundingCheck({ oib: '69435151530', nkd: '62.0' })).toEqual({
      ok: false,
      errors: { nkd: 'nkdFormat' },
    })
  })

  it('takes an optional county and company size, refusing values not on the lists', () => {
    expect(
      validateFundingCheck({ oib: '69435151530', nkd: '62.01', county: 'istarska', size: 'small' }),
    ).toEqual({
      ok: true,
      value: {
        oib: '69435151530',
        nkd: '62.01',
        version: 'nkd2007',
        county: 'istarska',
        size: 'small',
      },
    })
    expect(
      validateFundingCheck({ oib: '69435151530', nkd: '62.01', county: 'Atlantis', size: 'tiny' }),
    ).toEqual({ ok: false, errors: { county: 'choice', size: 'choice' } })
    // A size that is an applicant type but no company size (associations) is refused too.
    expect(
      validateFundingCheck({ oib: '69435151530', nkd: '62.01', size: 'associations' }),
    ).toMatchObject({ ok: false, errors: { size: 'choice' } })
  })

  it('takes the classification version of the code, NKD 2007 unless the visitor says 2025', () => {
    expect(
      validateFundingCheck({ oib: '69435151530', nkd: '62.10', version: 'nkd2025' }),
    ).toMatchObject({ ok: true, value: { nkd: '62.10', version: 'nkd2025' } })
    expect(validateFundingCheck({ oib: '69435151530', nkd: '62.10', version: 'nkd1997' })).toEqual({
      ok: false,
      errors: { version: 'choice' },
    })
  })
})
