import { describe, expect, it } from 'vitest'

import { materialChanges, reminderDue } from './events'

const version = {
  savedAt: '2027-01-10T10:00:00.000Z',
  opensAt: null,
  deadline: '2027-03-31T10:00:00.000Z',
  amountMin: 10_000,
  amountMax: 100_000,
  aidIntensityMax: 50,
  applicantTypes: ['micro'],
  counties: [],
  codes: ['62.01'],
}

describe('alert events', () => {
  it('takes a moved deadline, new amounts, applicants, counties or codes as material', () => {
    expect(
      materialChanges(version, { ...version, deadline: '2027-04-30T10:00:00.000Z' }).map(
        (change) => change.field,
      ),
    ).toEqual(['deadline'])
    expect(
      materialChanges(version, {
        ...version,
        amountMax: 150_000,
        counties: ['istarska'],
        codes: ['62.01', '2025/62.10'],
      }).map((change) => change.field),
    ).toEqual(['amountMax', 'counties', 'codes'])
  })

  it('takes a reworded text or a new aid intensity alone as no news', () => {
    expect(
      materialChanges(version, { ...version, aidIntensityMax: 60, changeNote: 'Tipfeler.' }),
    ).toEqual([])
    // The deadline's time moved within its day: the same day for the applicant.
    expect(materialChanges(version, { ...version, deadline: '2027-03-31T20:00:00.000Z' })).toEqual(
      [],
    )
  })

  it('reminds 7 and 2 days before the deadline in Zagreb, and on no other day', () => {
    const deadline = '2027-03-31T10:00:00.000Z'
    expect(reminderDue(deadline, new Date('2027-03-24T08:00:00Z'))).toBe('closing7')
    expect(reminderDue(deadline, new Date('2027-03-29T08:00:00Z'))).toBe('closing2')
    expect(reminderDue(deadline, new Date('2027-03-28T08:00:00Z'))).toBeNull()
    expect(reminderDue(null, new Date('2027-03-24T08:00:00Z'))).toBeNull()
  })
})
