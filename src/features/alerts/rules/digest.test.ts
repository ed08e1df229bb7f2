import { describe, expect, it } from 'vitest'

import { lastDigestAt, nextDigestAt } from './digest'

describe('the weekly digest', () => {
  it('goes out on Monday at 8:00 in Zagreb, in winter and in summer time', () => {
    // Sunday 21 March 2027, winter time (UTC+1).
    expect(nextDigestAt(new Date('2027-03-21T12:00:00Z')).toISOString()).toBe(
      '2027-03-22T07:00:00.000Z',
    )
    // Saturday 27 March 2027: the clocks go forward that night, Monday is summer time (UTC+2).
    expect(nextDigestAt(new Date('2027-03-27T12:00:00Z')).toISOString()).toBe(
      '2027-03-29T06:00:00.000Z',
    )
    // Across the autumn change (31 October 2027) back to winter time.
    expect(nextDigestAt(new Date('2027-10-30T12:00:00Z')).toISOString()).toBe(
      '2027-11-01T07:00:00.000Z',
    )
  })

  it('is the same Monday before 8:00 and the next one from 8:00', () => {
    // Monday 22 March 2027, 7:59 and 8:00 in Zagreb.
    expect(nextDigestAt(new Date('2027-03-22T06:59:00Z')).toISOString()).toBe(
      '2027-03-22T07:00:00.000Z',
    )
    expect(nextDigestAt(new Date('2027-03-22T07:00:00Z')).toISOString()).toBe(
      '2027-03-29T06:00:00.000Z',
    )
  })

  it('crosses the end of a month and a year', () => {
    // Thursday 30 December 2027 → Monday 3 January 2028.
    expect(nextDigestAt(new Date('2027-12-30T10:00:00Z')).toISOString()).toBe(
      '2028-01-03T07:00:00.000Z',
    )
  })

  it('knows the last digest time: this Monday from 8:00, else the Monday before, across the clock change', () => {
    expect(lastDigestAt(new Date('2027-03-22T07:00:00Z')).toISOString()).toBe(
      '2027-03-22T07:00:00.000Z',
    )
    expect(lastDigestAt(new Date('2027-03-22T06:59:00Z')).toISOString()).toBe(
      '2027-03-15T07:00:00.000Z',
    )
    expect(lastDigestAt(new Date('2027-03-29T06:30:00Z')).toISOString()).toBe(
      '2027-03-29T06:00:00.000Z',
    )
    expect(lastDigestAt(new Date('2027-03-28T20:00:00Z')).toISOString()).toBe(
      '2027-03-22T07:00:00.000Z',
    )
  })
})
