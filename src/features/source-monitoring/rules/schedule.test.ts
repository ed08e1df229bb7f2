import { describe, expect, it } from 'vitest'

import { nextRunAt } from './schedule'

describe('nextRunAt', () => {
  it('is the given hour of the next day in Zagreb, in winter (UTC+1) and summer (UTC+2)', () => {
    expect(nextRunAt(new Date('2027-01-15T10:00:00Z'), 6).toISOString()).toBe(
      '2027-01-16T05:00:00.000Z',
    )
    expect(nextRunAt(new Date('2027-07-15T10:00:00Z'), 6).toISOString()).toBe(
      '2027-07-16T04:00:00.000Z',
    )
  })

  it('counts days in Zagreb: late evening UTC is already the next day there', () => {
    // 23:30 UTC on 15 July is 01:30 on 16 July in Zagreb: the next run is on the 17th.
    expect(nextRunAt(new Date('2027-07-15T23:30:00Z'), 6).toISOString()).toBe(
      '2027-07-17T04:00:00.000Z',
    )
    // Before the hour on the same day still waits for the next day.
    expect(nextRunAt(new Date('2027-07-16T01:00:00Z'), 6).toISOString()).toBe(
      '2027-07-17T04:00:00.000Z',
    )
  })

  it('handles the nights the clocks change', () => {
    // 28 March 2027: 02:00 becomes 03:00; 31 October 2027: 03:00 becomes 02:00.
    expect(nextRunAt(new Date('2027-03-27T12:00:00Z'), 6).toISOString()).toBe(
      '2027-03-28T04:00:00.000Z',
    )
    expect(nextRunAt(new Date('2027-03-27T12:00:00Z'), 2).toISOString()).toBe(
      '2027-03-28T01:00:00.000Z',
    )
    expect(nextRunAt(new Date('2027-10-30T12:00:00Z'), 6).toISOString()).toBe(
      '2027-10-31T05:00:00.000Z',
    )
    expect(nextRunAt(new Date('2027-10-30T12:00:00Z'), 0).toISOString()).toBe(
      '2027-10-30T22:00:00.000Z',
    )
  })
})
