import { describe, expect, it } from 'vitest'

import { callStatus } from './status'

describe('deadlines', () => {
  it('keep a call open until the end of its deadline day', () => {
    const call = { deadline: '2026-11-22T12:00:00.000Z' }
    expect(callStatus(call, new Date('2026-11-22T22:59:00.000Z'))).toBe('open')
    expect(callStatus(call, new Date('2026-11-22T23:01:00.000Z'))).toBe('closed')
    expect(callStatus(call, new Date('2026-11-01T08:00:00.000Z'))).toBe('open')
  })
})
