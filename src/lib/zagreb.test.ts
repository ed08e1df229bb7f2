import { describe, expect, it } from 'vitest'

import {
  addDays,
  zagrebClock,
  zagrebDay,
  zagrebDayBounds,
  zagrebInstant,
  zagrebParts,
  zagrebZone,
} from './zagreb'

describe('the site’s clock, Zagreb', () => {
  it('takes the calendar day in Zagreb, not in UTC, in winter and summer time', () => {
    // 23:30 UTC on 31 December is already 1 January in Zagreb (UTC+1 in winter).
    expect(zagrebDay('2026-12-31T23:30:00.000Z')).toBe('2027-01-01')
    // 22:30 UTC on 30 June is 00:30 on 1 July in summer time (UTC+2).
    expect(zagrebDay(new Date('2026-06-30T22:30:00.000Z'))).toBe('2026-07-01')
    expect(zagrebDay(Date.parse('2026-06-30T21:59:59.999Z'))).toBe('2026-06-30')
  })

  it('gives the bounds of a Zagreb day in UTC', () => {
    expect(zagrebDayBounds(new Date('2027-01-09T23:30:00Z'))).toEqual({
      start: new Date('2027-01-09T23:00:00.000Z'),
      end: new Date('2027-01-10T22:59:59.999Z'),
    })
    expect(zagrebDayBounds(new Date('2026-07-01T00:30:00Z'))).toEqual({
      start: new Date('2026-06-30T22:00:00.000Z'),
      end: new Date('2026-07-01T21:59:59.999Z'),
    })
    // The night the clocks go forward has 23 hours, the night they go back 25.
    const spring = zagrebDayBounds('2027-03-28T12:00:00Z')
    expect(spring.end.getTime() + 1 - spring.start.getTime()).toBe(23 * 3600_000)
    const autumn = zagrebDayBounds('2027-10-31T12:00:00Z')
    expect(autumn.end.getTime() + 1 - autumn.start.getTime()).toBe(25 * 3600_000)
  })

  it('turns a wall-clock time on a Zagreb day into an instant and back', () => {
    expect(new Date(zagrebInstant('2027-03-26', '09:30')).toISOString()).toBe(
      '2027-03-26T08:30:00.000Z',
    )
    expect(new Date(zagrebInstant('2027-07-01')).toISOString()).toBe('2027-06-30T22:00:00.000Z')
    expect(new Date(zagrebInstant('2027-12-31', '08:00', 1)).toISOString()).toBe(
      '2028-01-01T07:00:00.000Z',
    )
    expect(zagrebClock(zagrebInstant('2027-03-29', '09:30'))).toBe('09:30')
    expect(zagrebClock('2027-01-01T23:05:00Z')).toBe('00:05')
    expect(zagrebParts('2027-03-29T07:30:00Z')).toEqual({
      year: 2027,
      month: 3,
      day: 29,
      hour: 9,
      minute: 30,
      weekday: 1,
    })
  })

  it('counts calendar days across months and years', () => {
    expect(addDays('2027-02-27', 2)).toBe('2027-03-01')
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31')
  })

  it('is the zone every formatter of the site takes', () => {
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: zagrebZone,
      hour: '2-digit',
      minute: '2-digit',
    })
    expect(local.format(new Date('2027-07-01T10:00:00Z'))).toBe('12:00')
  })
})
