import { describe, expect, it } from 'vitest'

import { checkOutcome, detailReason, type StoredSourceCheck } from './checkOutcome'
import { writeFingerprint } from './fingerprint'
import type { PageResult } from './pageResult'
import { sha256 } from './pageText'

const url = 'https://fondovi.example/natjecaji/1'
const day = (n: number) => new Date(Date.UTC(2027, 2, n, 5))
const iso = (n: number) => day(n).toISOString()
const page = (text: string): PageResult => ({ kind: 'page', hash: sha256(text) })
const http = (status: number): PageResult => ({ kind: 'status', status })

/** Checks the results one per day from day 1, each against the outcome before it. */
function run(results: PageResult[], start: StoredSourceCheck | null = null, link = url) {
  let previous = start
  return results.map((result, index) => {
    const outcome = checkOutcome(previous, link, result, day(index + 1))
    previous = outcome.sourceCheck
    return outcome
  })
}

describe('checkOutcome', () => {
  it('verifies a page read the first time and every time it has not changed', () => {
    const [first, same] = run([page('A'), page('A')])
    expect(first).toEqual({
      sourceCheck: {
        flagged: false,
        state: 'first',
        detail: null,
        movedTo: null,
        checkedAt: iso(1),
        reachableAt: iso(1),
        contentHash: writeFingerprint(url, sha256('A')),
        flaggedAt: null,
      },
      lastVerified: iso(1),
      newlyFlagged: false,
    })
    expect(same).toMatchObject({
      sourceCheck: { state: 'unchanged', flagged: false, reachableAt: iso(2) },
      lastVerified: iso(2),
      newlyFlagged: false,
    })
  })

  it('flags a changed page once, keeps the flag and its first time, and compares with the new text', () => {
    const [, changed, again, changedMore] = run([page('A'), page('B'), page('B'), page('C')])
    expect(changed).toMatchObject({
      sourceCheck: {
        state: 'changed',
        flagged: true,
        flaggedAt: iso(2),
        contentHash: writeFingerprint(url, sha256('B')),
      },
      lastVerified: null,
      newlyFlagged: true,
    })
    expect(again).toMatchObject({
      sourceCheck: { state: 'unchanged', flagged: true, flaggedAt: iso(2) },
      lastVerified: iso(3),
      newlyFlagged: false,
    })
    expect(changedMore).toMatchObject({
      sourceCheck: { state: 'changed', flagged: true, flaggedAt: iso(2) },
      newlyFlagged: false,
    })
  })

  it('flags a change again after the editor cleared the flag', () => {
    const [, changed] = run([page('A'), page('B')])
    const cleared = { ...changed!.sourceCheck, flagged: false }
    const [same, changedAgain] = run([page('B'), page('C')], cleared)
    expect(same).toMatchObject({ sourceCheck: { flagged: false, flaggedAt: null } })
    expect(changedAgain).toMatchObject({
      sourceCheck: { state: 'changed', flagged: true, flaggedAt: iso(2) },
      newlyFlagged: true,
    })
  })

  it('flags a move with the absolute new address, and not again while it lasts', () => {
    const moved: PageResult = { kind: 'redirect', status: 301, location: 'https://novo.example/1' }
    const [, first, second] = run([page('A'), moved, moved])
    expect(first).toMatchObject({
      sourceCheck: {
        state: 'moved',
        movedTo: 'https://novo.example/1',
        detail: 'HTTP 301',
        flagged: true,
        reachableAt: iso(1),
        contentHash: writeFingerprint(url, sha256('A')),
      },
      lastVerified: null,
      newlyFlagged: true,
    })
    const cleared = { ...second!.sourceCheck, flagged: false }
    expect(checkOutcome(cleared, url, moved, day(4)).newlyFlagged).toBe(false)
    const elsewhere: PageResult = { ...moved, location: 'https://trece.example/1' }
    expect(checkOutcome(cleared, url, elsewhere, day(4)).newlyFlagged).toBe(true)
  })

  it('flags a page that is gone (404, 410)', () => {
    for (const status of [404, 410]) {
      const [, gone, still] = run([page('A'), http(status), http(status)])
      expect(gone).toMatchObject({
        sourceCheck: { state: 'gone', detail: `HTTP ${status}`, flagged: true },
        newlyFlagged: true,
      })
      expect(still!.sourceCheck).toMatchObject({ state: 'gone', flaggedAt: iso(2) })
    }
  })

  it('flags an unreachable page on the third failed check in a row, not before', () => {
    const timeout: PageResult = { kind: 'failure', detail: 'timeout after 15 s' }
    const outcomes = run([page('A'), http(500), timeout, http(503), http(500)])
    expect(outcomes.map((outcome) => outcome.sourceCheck.detail)).toEqual([
      null,
      'HTTP 500',
      'timeout after 15 s (2 checks in a row)',
      'HTTP 503 (3 checks in a row)',
      'HTTP 500 (4 checks in a row)',
    ])
    expect(outcomes.map((outcome) => outcome.newlyFlagged)).toEqual([
      false,
      false,
      false,
      true,
      false,
    ])
    expect(outcomes[3]!.sourceCheck).toMatchObject({
      state: 'unreachable',
      flagged: true,
      reachableAt: iso(1),
      contentHash: writeFingerprint(url, sha256('A')),
    })
  })

  it('starts the streak anew after the page answered', () => {
    const outcomes = run([http(500), http(500), page('A'), http(500), http(500)])
    expect(outcomes.map((outcome) => outcome.sourceCheck.flagged)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
    expect(outcomes[4]!.sourceCheck.detail).toBe('HTTP 500 (2 checks in a row)')
    expect(outcomes[1]!.sourceCheck.reachableAt).toBeNull()
  })

  it('counts other answers (403, a redirect to itself) as unreachable', () => {
    const [forbidden] = run([http(403)])
    expect(forbidden!.sourceCheck).toMatchObject({ state: 'unreachable', detail: 'HTTP 403' })
  })

  it('records a page robots.txt disallows as blocked, without flag or verification', () => {
    const blocked: PageResult = { kind: 'blocked', detail: 'robots.txt disallows /natjecaji/1' }
    const [, outcome] = run([page('A'), blocked])
    expect(outcome).toEqual({
      sourceCheck: {
        flagged: false,
        state: 'blocked',
        detail: 'robots.txt disallows /natjecaji/1',
        movedTo: null,
        checkedAt: iso(2),
        reachableAt: iso(1),
        contentHash: writeFingerprint(url, sha256('A')),
        flaggedAt: null,
      },
      lastVerified: null,
      newlyFlagged: false,
    })
  })

  it('takes a source link the editor changed as a first check, whatever was before', () => {
    const [, moved] = run([
      page('A'),
      { kind: 'redirect', status: 301, location: 'https://novo.example/1' },
    ])
    const fixed = { ...moved!.sourceCheck, flagged: false }
    const outcome = checkOutcome(fixed, 'https://novo.example/1', page('B'), day(3))
    expect(outcome).toMatchObject({
      sourceCheck: {
        state: 'first',
        flagged: false,
        movedTo: null,
        contentHash: writeFingerprint('https://novo.example/1', sha256('B')),
      },
      lastVerified: iso(3),
      newlyFlagged: false,
    })
    // A streak of failures at the old link does not carry over either.
    const failing = run([http(500), http(500)])[1]!.sourceCheck
    expect(
      checkOutcome(failing, 'https://novo.example/1', http(500), day(3)).sourceCheck.detail,
    ).toBe('HTTP 500')
  })
})

describe('detailReason', () => {
  it('reads the reason without the streak', () => {
    expect(detailReason('HTTP 500 (3 checks in a row)')).toBe('HTTP 500')
    expect(detailReason('timeout after 15 s')).toBe('timeout after 15 s')
    expect(detailReason(null)).toBe('')
  })
})
