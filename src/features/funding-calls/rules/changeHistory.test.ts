import { describe, expect, it } from 'vitest'

import { changeHistory, type CallSnapshot } from './changeHistory'

const first: CallSnapshot = {
  savedAt: '2026-10-01T08:00:00.000Z',
  deadline: '2026-12-15T12:00:00.000Z',
  amountMax: 200000,
  counties: [],
  codes: ['62.01'],
  changeNote: null,
}

describe('change history of a call', () => {
  it('tells what moved, newest first, with the editor’s note', () => {
    const versions: CallSnapshot[] = [
      first,
      // Wording only: not a change a visitor is told about.
      { ...first, savedAt: '2026-10-02T08:00:00.000Z' },
      {
        ...first,
        savedAt: '2026-11-03T09:00:00.000Z',
        deadline: '2027-01-31T12:00:00.000Z',
        changeNote: 'Rok produljen odlukom ministarstva.',
      },
      {
        ...first,
        savedAt: '2026-11-20T09:00:00.000Z',
        deadline: '2027-01-31T12:00:00.000Z',
        amountMax: 300000,
        codes: ['62', '63.11'],
        changeNote: 'Rok produljen odlukom ministarstva.',
      },
    ]
    expect(changeHistory(versions)).toEqual([
      {
        at: '2026-11-20T09:00:00.000Z',
        changes: [
          { field: 'amountMax', from: 200000, to: 300000 },
          { field: 'codes', added: ['62', '63.11'], removed: ['62.01'] },
        ],
        // The same note again is not news.
        note: null,
      },
      {
        at: '2026-11-03T09:00:00.000Z',
        changes: [
          { field: 'deadline', from: '2026-12-15T12:00:00.000Z', to: '2027-01-31T12:00:00.000Z' },
        ],
        note: 'Rok produljen odlukom ministarstva.',
      },
    ])
  })

  it('counts a deadline moved within its day as no change, and a removed deadline as one', () => {
    const versions = [
      first,
      { ...first, savedAt: '2026-10-05T08:00:00.000Z', deadline: '2026-12-15T23:00:00.000Z' },
      { ...first, savedAt: '2026-10-06T08:00:00.000Z', deadline: null },
    ]
    expect(changeHistory(versions)).toEqual([
      {
        at: '2026-10-06T08:00:00.000Z',
        changes: [{ field: 'deadline', from: '2026-12-15T23:00:00.000Z', to: null }],
        note: null,
      },
    ])
    expect(changeHistory([first])).toEqual([])
  })
})
