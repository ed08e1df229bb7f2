import { describe, expect, it } from 'vitest'

import { isNkdCode } from '@/features/funding-calls/rules'

import { enquiryContextFrom } from './enquiryContext'

describe('the context an enquiry form reads from its address', () => {
  it('names the assistant, or the funding check with the checked code and its version', () => {
    expect(enquiryContextFrom('?from=assistant')).toEqual({ origin: 'assistant' })
    expect(enquiryContextFrom('?from=funding-check&code=62.01&version=nkd2025')).toEqual({
      origin: 'funding-check',
      code: '62.01',
      codeVersion: 'nkd2025',
    })
    expect(enquiryContextFrom('from=funding-check&code=%2010.71%20')).toEqual({
      origin: 'funding-check',
      code: '10.71',
      codeVersion: 'nkd2007',
    })
  })

  it('leaves out what it does not know: other origins, codes not written NN.NN', () => {
    expect(enquiryContextFrom('')).toEqual({})
    expect(enquiryContextFrom('?from=newsletter&code=62.01')).toEqual({})
    expect(enquiryContextFrom('?code=62.01')).toEqual({})
    expect(enquiryContextFrom('?from=funding-check&code=62')).toEqual({ origin: 'funding-check' })
  })

  it('takes the same codes as the funding check', () => {
    for (const code of ['62.01', '01.11', '99.00', '62', '62.0', '6201', '62.011', 'ab.cd', '']) {
      const context = enquiryContextFrom(`?from=funding-check&code=${code}`)
      expect(context.code === code).toBe(isNkdCode(code))
    }
  })
})
