import { describe, expect, it } from 'vitest'

import { zagrebDay, zagrebInstant, zagrebZone } from '@/lib/zagreb'

import { croatianHoliday } from './holidays'
import { adviserSlots, defaultHours, defaultRules, freeSlots } from './slots'

const iso = (ms: number) => new Date(ms).toISOString()
const rules = { ...defaultRules, minNoticeHours: 0, horizonDays: 400 }
const early = new Date('2027-01-01T00:00:00Z')

describe('consultation slots', () => {
  it('offers 8:00–17:00 Zagreb time in 30-minute slots, in winter and summer time', () => {
    const winter = adviserSlots('2027-03-26', defaultHours, rules, early)
    expect(winter).toHaveLength(18)
    expect(iso(winter[0]!)).toBe('2027-03-26T07:00:00.000Z')
    expect(iso(winter.at(-1)!)).toBe('2027-03-26T15:30:00.000Z')
    // The clocks go forward on Sunday 28 March: Monday is a holiday (Easter Monday) this year,
    // so Tuesday the 30th shows summer time.
    const summer = adviserSlots('2027-03-30', defaultHours, rules, early)
    expect(summer).toHaveLength(18)
    expect(iso(summer[0]!)).toBe('2027-03-30T06:00:00.000Z')
    // And back on Sunday 31 October 2027: Monday 1 November is All Saints' Day; Tuesday is winter.
    expect(iso(adviserSlots('2027-10-29', defaultHours, rules, early)[0]!)).toBe(
      '2027-10-29T06:00:00.000Z',
    )
    expect(iso(adviserSlots('2027-11-02', defaultHours, rules, early)[0]!)).toBe(
      '2027-11-02T07:00:00.000Z',
    )
  })

  it('keeps weekends, public holidays and closed dates shut', () => {
    expect(adviserSlots('2027-03-27', defaultHours, rules, early)).toEqual([])
    expect(croatianHoliday('2027-03-29')).toBe('Uskršnji ponedjeljak')
    expect(croatianHoliday('2027-05-27')).toBe('Tijelovo')
    expect(croatianHoliday('2026-12-25')).toBe('Božić')
    expect(croatianHoliday('2027-03-30')).toBeNull()
    for (const day of ['2027-03-29', '2027-05-27', '2026-12-25']) {
      expect(adviserSlots(day, defaultHours, rules, early)).toEqual([])
    }
    const closed = { ...rules, closedDates: ['2027-08-16'] }
    expect(adviserSlots('2027-08-16', defaultHours, closed, early)).toEqual([])
    expect(adviserSlots('2027-08-17', defaultHours, closed, early)).toHaveLength(18)
  })

  it('keeps the minimum notice and the horizon', () => {
    const now = new Date('2027-03-25T10:10:00Z')
    const notice = { ...defaultRules, minNoticeHours: 24, horizonDays: 30 }
    const tomorrow = adviserSlots('2027-03-26', defaultHours, notice, now)
    expect(iso(tomorrow[0]!)).toBe('2027-03-26T10:30:00.000Z')
    expect(adviserSlots('2027-03-25', defaultHours, notice, now)).toEqual([])
    expect(adviserSlots('2027-04-23', defaultHours, notice, now)).toHaveLength(18)
    expect(adviserSlots('2027-04-26', defaultHours, notice, now)).toEqual([])
  })

  it('keeps an adviser’s meetings and the buffer around them free, and offers a slot any adviser has', () => {
    const day = '2027-03-26'
    const meeting = { start: zagrebInstant(day, '10:00'), end: zagrebInstant(day, '10:30') }
    const buffered = { ...rules, bufferMinutes: 15 }
    const local = (ms: number) =>
      new Intl.DateTimeFormat('hr-HR', {
        hour: '2-digit',
        minute: '2-digit',
        timeZone: zagrebZone,
      }).format(ms)
    const busy = adviserSlots(day, defaultHours, buffered, early, [meeting]).map(local)
    expect(busy.slice(0, 4)).toEqual(['08:00', '08:30', '09:00', '11:00'])
    expect(busy).toHaveLength(15)
    const free = adviserSlots(day, defaultHours, rules, early)
    const one = adviserSlots(day, defaultHours, buffered, early, [meeting])
    expect(freeSlots([one, free])).toEqual(free)
    expect(freeSlots([one, one])).toEqual(one)
    expect(zagrebDay(meeting.start)).toBe(day)
  })
})
