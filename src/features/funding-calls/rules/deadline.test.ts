import { describe, expect, it } from 'vitest'

import { dayInZagreb } from './deadline'
import { callStatus } from './status'

describe('deadlines', () => {
  it('take the calendar day in Zagreb, not in UTC', () => {
    // 23:30 UTC on 31 December is already 1 January in Zagreb (UTC+1 in winter).
    expect(dayInZagreb('2026-12-31T23:30:00.000Z')).toBe('2027-01-01')
    // 22:30 UTC on 30 June is 00:30 on 1 July in summer time (UTC+2).
    expect(dayInZagreb('2026-06-30T22:30:00.000Z')).toBe('2026-07-01')
  })

  it('keep a call open until the end of its deadline day', () => {
    const call = { deadline: '2026-11-22T12:00:00.000Z' }
    expect(callStatus(call, new Date('2026-11-22T22:59:00.000Z'))).toBe('open')
    expect(callStatus(call, new Date('2026-11-22T23:01:00.000Z'))).toBe('closed')
    expect(callStatus(call, new Date('2026-11-01T08:00:00.000Z'))).toBe('open')
  })
})
