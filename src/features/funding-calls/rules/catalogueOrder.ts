import type { CatalogueFilters } from './catalogueFilters'

/** What the catalogue's orders look at in a call, dates as instants (ms). */
export type OrderFacts = {
  id: number
  deadline: number | null
  amountMin: number | null
  amountMax: number | null
  createdAt: number
}

/** A call without a deadline sorts after every date, as its stored sort key does. */
const deadlineKey = (call: OrderFacts) => call.deadline ?? Number.POSITIVE_INFINITY
/** A call without an amount sorts as 0, as its stored sort key does. */
const amountKey = (call: OrderFacts) => call.amountMax ?? call.amountMin ?? 0

/**
 * The order of a list in memory, the same as the database's (see catalogueSort): soonest
 * deadline first (closed calls: the latest first), newest first, or largest grant first; the
 * id breaks ties.
 */
export function compareCatalogue(
  filters: Pick<CatalogueFilters, 'sort' | 'status'>,
): (a: OrderFacts, b: OrderFacts) => number {
  switch (filters.sort) {
    case 'newest':
      return (a, b) => b.createdAt - a.createdAt || b.id - a.id
    case 'amount':
      return (a, b) => amountKey(b) - amountKey(a) || compareDeadline(a, b, 1) || a.id - b.id
    case 'deadline':
      return filters.status === 'closed'
        ? (a, b) => compareDeadline(a, b, -1) || b.id - a.id
        : (a, b) => compareDeadline(a, b, 1) || a.id - b.id
  }
}

/** Deadlines compared in one direction; two calls without one are equal (∞ − ∞ is NaN). */
function compareDeadline(a: OrderFacts, b: OrderFacts, direction: 1 | -1): number {
  const first = deadlineKey(a)
  const second = deadlineKey(b)
  return first === second ? 0 : first < second ? -direction : direction
}
