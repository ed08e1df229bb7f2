import { readFingerprint, urlKey, writeFingerprint } from './fingerprint'
import type { PageResult } from './pageResult'

/** What a check found (the funding call's `sourceCheck.state`). */
export type SourceState =
  | 'unchanged'
  | 'changed'
  | 'moved'
  | 'gone'
  | 'unreachable'
  | 'blocked'
  | 'first'

/** A call's `sourceCheck` group as the check writes it. */
export type SourceCheck = {
  flagged: boolean
  state: SourceState
  detail: string | null
  movedTo: string | null
  checkedAt: string
  reachableAt: string | null
  contentHash: string
  flaggedAt: string | null
}

/** The `sourceCheck` group as stored (every part may be empty). */
export type StoredSourceCheck = {
  [Key in keyof SourceCheck]?: SourceCheck[Key] | null
}

/** One check's outcome: the new group, `lastVerified` when set, and what the run counts. */
export type CheckOutcome = {
  sourceCheck: SourceCheck
  /** Set when the page was read and is as expected (a first read, or unchanged). */
  lastVerified: string | null
  /** The call was not flagged and is now. */
  newlyFlagged: boolean
}

/** Consecutive daily checks without an answer after which the call is flagged. */
export const unreachableChecksToFlag = 3

const streakPattern = /\((\d+) checks in a row\)$/

/** How many checks in a row the page was unreachable, read back from the stored detail. */
function unreachableStreak(previous: StoredSourceCheck): number {
  if (previous.state !== 'unreachable') return 0
  return Number(streakPattern.exec(previous.detail ?? '')?.[1] ?? 1)
}

/** The reason in a stored detail, without the streak (`HTTP 500 (3 checks in a row)` → `HTTP 500`). */
export const detailReason = (detail: string | null | undefined) =>
  (detail ?? '').replace(streakPattern, '').trim()

/** The detail of an unreachable page: the reason, and the streak once it is more than one. */
const streakDetail = (reason: string, streak: number) =>
  streak > 1 ? `${reason} (${streak} checks in a row)` : reason

type Finding = {
  state: SourceState
  flag: boolean
  detail?: string | null
  movedTo?: string | null
  hash?: string | null
  reachable?: boolean
  verified?: boolean
}

/** What the result means, against the last check of the same address (`before`). */
function weigh(result: PageResult, before: StoredSourceCheck, hash: string | null): Finding {
  switch (result.kind) {
    case 'page': {
      const state = !hash ? 'first' : hash === result.hash ? 'unchanged' : 'changed'
      return {
        state,
        flag: state === 'changed',
        hash: result.hash,
        reachable: true,
        verified: state !== 'changed',
      }
    }
    case 'redirect':
      return {
        state: 'moved',
        flag: before.state !== 'moved' || before.movedTo !== result.location,
        detail: `HTTP ${result.status}`,
        movedTo: result.location,
      }
    case 'status':
      if (result.status === 404 || result.status === 410) {
        return { state: 'gone', flag: before.state !== 'gone', detail: `HTTP ${result.status}` }
      }
      return unreachable(`HTTP ${result.status}`, before)
    case 'failure':
      return unreachable(result.detail, before)
    case 'blocked':
      return { state: 'blocked', flag: false, detail: result.detail }
  }
}

/** An unanswered check: flagged on the third in a row, and only then. */
function unreachable(reason: string, before: StoredSourceCheck): Finding {
  const streak = unreachableStreak(before) + 1
  return {
    state: 'unreachable',
    flag: streak === unreachableChecksToFlag,
    detail: streakDetail(reason, streak),
  }
}

/**
 * The call's new `sourceCheck` after checking `url` at `now`:
 * - a page read for the first time (or at a link the editor has since changed): `first`,
 *   verified; read again with the same text: `unchanged`, verified; with other text:
 *   `changed`, flagged (its new text is what the next check compares with);
 * - a redirect to another address: `moved` with `movedTo`, flagged; 404 or 410: `gone`,
 *   flagged (each flagged when it starts, not again every day it lasts);
 * - 5xx, other statuses, timeouts, connection errors: `unreachable`, flagged on the third
 *   check in a row (the streak is kept in `detail`);
 * - disallowed by robots.txt: `blocked`, not fetched, not flagged.
 * A flag stays until an editor clears it; `flaggedAt` is when it was first set.
 */
export function checkOutcome(
  previous: StoredSourceCheck | null | undefined,
  url: string,
  result: PageResult,
  now: Date,
): CheckOutcome {
  const at = now.toISOString()
  const stored = readFingerprint(previous?.contentHash)
  // Only a check of the same address counts as "before": a new link starts afresh.
  const samePage = stored?.urlKey === urlKey(url)
  const before: StoredSourceCheck = samePage ? (previous ?? {}) : {}
  const finding = weigh(result, before, samePage ? stored.hash : null)
  const wasFlagged = Boolean(previous?.flagged)
  const flagged = wasFlagged || finding.flag
  return {
    sourceCheck: {
      flagged,
      state: finding.state,
      detail: finding.detail ?? null,
      movedTo: finding.movedTo ?? null,
      checkedAt: at,
      reachableAt: finding.reachable ? at : (previous?.reachableAt ?? null),
      contentHash: writeFingerprint(url, finding.hash ?? (samePage ? stored.hash : null)),
      flaggedAt: wasFlagged ? (previous?.flaggedAt ?? at) : flagged ? at : null,
    },
    lastVerified: finding.verified ? at : null,
    newlyFlagged: flagged && !wasFlagged,
  }
}
