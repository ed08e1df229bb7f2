/** Where a lead's next follow-up stands on a Zagreb day. */
export type FollowUpState = 'overdue' | 'today' | 'later' | 'none'

/**
 * The state of a follow-up date ("2026-11-27") on a day (Zagreb, "2026-11-27"): before it,
 * overdue; on it, today; after, later; none without a date. Leads that are won or lost have
 * nothing to follow up.
 */
export function followUpState(followUp: string | null | undefined, today: string): FollowUpState {
  if (!followUp) return 'none'
  const day = followUp.slice(0, 10)
  return day < today ? 'overdue' : day === today ? 'today' : 'later'
}

const rank: Record<FollowUpState, number> = { overdue: 0, today: 1, later: 2, none: 3 }

/**
 * The order of an adviser's list: overdue follow-ups first (the oldest first), then today's,
 * then later ones by date, then leads without one (the newest first).
 */
export function byFollowUp<T extends { followUp?: string | null; createdAt: string }>(
  today: string,
): (a: T, b: T) => number {
  return (a, b) => {
    const stateA = followUpState(a.followUp, today)
    const stateB = followUpState(b.followUp, today)
    if (stateA !== stateB) return rank[stateA] - rank[stateB]
    if (stateA === 'none') return b.createdAt.localeCompare(a.createdAt)
    return (a.followUp ?? '').localeCompare(b.followUp ?? '')
  }
}
