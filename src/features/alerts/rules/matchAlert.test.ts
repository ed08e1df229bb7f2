import { describe, expect, it } from 'vitest'

import { codeQueries } from '@/features/funding-calls/rules'

import { alertMatcher, type AlertCall, type AlertFilters } from './matchAlert'

const call = (more: Partial<AlertCall> = {}): AlertCall => ({
  codes: ['62.01'],
  counties: [],
  applicantTypes: ['micro', 'small'],
  programme: 1,
  amountMax: 100_000,
  ...more,
})

const filters = (more: Partial<AlertFilters> = {}): AlertFilters => ({
  codes: codeQueries('62.01'),
  county: null,
  size: null,
  programme: null,
  minAmount: null,
  ...more,
})

describe('which calls an alert is about', () => {
  it('matches a class by its own code, its group and its division, and a division by its classes', () => {
    const matches = alertMatcher(filters())
    expect([call(), call({ codes: ['62.0'] }), call({ codes: ['62'] })].map(matches)).toEqual([
      true,
      true,
      true,
    ])
    expect(matches(call({ codes: ['62.02'] }))).toBe(false)
    expect(alertMatcher(filters({ codes: codeQueries('62') }))(call({ codes: ['62.09'] }))).toBe(
      true,
    )
  })

  it('matches across classification versions only through the correspondence', () => {
    const tagged2025 = call({ codes: ['2025/62.10'] })
    expect(alertMatcher(filters())(tagged2025)).toBe(false)
    expect(
      alertMatcher(filters({ codes: codeQueries('62.01', 'nkd2007', ['62.10']) }))(tagged2025),
    ).toBe(true)
  })

  it('takes a call without counties as open in all of Croatia', () => {
    const matches = alertMatcher(filters({ county: 'istarska' }))
    expect(matches(call())).toBe(true)
    expect(matches(call({ counties: ['istarska', 'zadarska'] }))).toBe(true)
    expect(matches(call({ counties: ['zadarska'] }))).toBe(false)
  })

  it('narrows by company size, programme and the least amount', () => {
    expect(alertMatcher(filters({ size: 'medium' }))(call())).toBe(false)
    expect(alertMatcher(filters({ programme: 2 }))(call())).toBe(false)
    expect(alertMatcher(filters({ minAmount: 150_000 }))(call())).toBe(false)
    expect(alertMatcher(filters({ minAmount: 150_000 }))(call({ amountMax: null }))).toBe(true)
  })
})
