import { describe, expect, it } from 'vitest'

import { byFollowUp, followUpState, isoWeek, stageProblem, staleBefore, weekStart } from '.'

describe('lead stages', () => {
  it('needs a reason for a lost lead, and only for one', () => {
    expect(stageProblem('new', null)).toBeNull()
    expect(stageProblem('proposal', '')).toBeNull()
    expect(stageProblem('lost', 'price')).toBeNull()
    expect(stageProblem('lost', null)).toBe('reasonMissing')
    expect(stageProblem('lost', 'bored')).toBe('reasonMissing')
    expect(stageProblem('won', 'price')).toBe('reasonUnexpected')
    expect(stageProblem('closed', null)).toBe('stage')
  })
})

describe('follow-ups', () => {
  it('puts overdue first, oldest first, then today, then later, then none newest first', () => {
    const today = '2026-11-27'
    expect(followUpState('2026-11-26T23:00:00.000Z', today)).toBe('overdue')
    expect(followUpState('2026-11-27', today)).toBe('today')
    expect(followUpState(null, today)).toBe('none')
    const leads = [
      { id: 1, followUp: '2026-12-02', createdAt: '2026-11-01' },
      { id: 2, followUp: null, createdAt: '2026-11-02' },
      { id: 3, followUp: '2026-11-27', createdAt: '2026-11-03' },
      { id: 4, followUp: '2026-11-20', createdAt: '2026-11-04' },
      { id: 5, followUp: null, createdAt: '2026-11-05' },
      { id: 6, followUp: '2026-11-25', createdAt: '2026-11-06' },
    ]
    expect(leads.sort(byFollowUp(today)).map((lead) => lead.id)).toEqual([4, 6, 3, 1, 5, 2])
  })
})

describe('retention', () => {
  it('counts calendar months back, falling back to the last day of a shorter month', () => {
    expect(staleBefore(new Date('2026-11-27T03:00:00.000Z'), 24).toISOString()).toBe(
      '2024-11-27T03:00:00.000Z',
    )
    expect(staleBefore(new Date('2026-05-31T10:00:00.000Z'), 3).toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    )
    expect(staleBefore(new Date('2026-01-15T00:00:00.000Z'), 13).toISOString()).toBe(
      '2024-12-15T00:00:00.000Z',
    )
  })
})

describe('weeks', () => {
  it('names ISO weeks across a year end', () => {
    expect(isoWeek('2026-11-27')).toBe('2026-W48')
    expect(isoWeek('2026-12-31')).toBe('2026-W53')
    expect(isoWeek('2027-01-03')).toBe('2026-W53')
    expect(isoWeek('2027-01-04')).toBe('2027-W01')
    expect(isoWeek('2024-12-30')).toBe('2025-W01')
    expect(weekStart('2026-11-27')).toBe('2026-11-23')
    expect(weekStart('2027-01-03')).toBe('2026-12-28')
  })
})
