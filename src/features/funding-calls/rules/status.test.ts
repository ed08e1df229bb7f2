import { describe, expect, it } from 'vitest'

import { callStatus, daysFrom, daysLeft } from './status'

describe('call status in Zagreb days', () => {
  const call = { opensAt: '2027-01-10T12:00:00.000Z', deadline: '2027-01-31T12:00:00.000Z' }

  it('is forthcoming before the opening day, open through the deadline day, then closed', () => {
    expect(callStatus(call, new Date('2027-01-09T12:00:00Z'))).toBe('forthcoming')
    // 23:30 UTC on 9 January is 00:30 on the 10th in Zagreb: open.
    expect(callStatus(call, new Date('2027-01-09T23:30:00Z'))).toBe('open')
    // 22:30 UTC on 9 January is still the 9th in Zagreb.
    expect(callStatus(call, new Date('2027-01-09T22:30:00Z'))).toBe('forthcoming')
    expect(callStatus(call, new Date('2027-01-31T22:59:00Z'))).toBe('open')
    expect(callStatus(call, new Date('2027-01-31T23:30:00Z'))).toBe('closed')
  })

  it('keeps a call without a deadline open from its opening day on', () => {
    expect(callStatus({ deadline: null }, new Date('2030-01-01T00:00:00Z'))).toBe('open')
    expect(callStatus({ opensAt: '2027-03-01T12:00:00Z' }, new Date('2027-02-28T10:00:00Z'))).toBe(
      'forthcoming',
    )
    expect(daysLeft({ deadline: null }, new Date())).toBeNull()
  })

  it('counts the days left, the deadline day giving 0, in summer and winter time', () => {
    expect(daysLeft(call, new Date('2027-01-30T10:00:00Z'))).toBe(1)
    expect(daysLeft(call, new Date('2027-01-31T22:30:00Z'))).toBe(0)
    expect(daysLeft(call, new Date('2027-01-31T23:30:00Z'))).toBeNull()
    expect(daysFrom(new Date('2026-06-30T22:30:00Z'), '2026-07-02T12:00:00Z')).toBe(1)
  })
})
