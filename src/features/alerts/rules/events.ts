import {
  changesBetween,
  daysLeft,
  type CallChange,
  type CallSnapshot,
} from '@/features/funding-calls/rules'

/**
 * What an alert is sent about: a call published (open or forthcoming), a forthcoming call
 * opening, a material change, and for followed calls the deadline 7 and 2 days away.
 */
export const alertEventKinds = ['published', 'opened', 'changed', 'closing7', 'closing2'] as const
export type AlertEventKind = (typeof alertEventKinds)[number]

/** The fields whose change is worth a mail: the deadline, the amounts, who, where, which activities. */
const materialFields: ReadonlySet<CallChange['field']> = new Set([
  'deadline',
  'amountMin',
  'amountMax',
  'applicantTypes',
  'counties',
  'codes',
])

/** The material changes from one version of a call to the next (none: no mail). */
export function materialChanges(before: CallSnapshot, after: CallSnapshot): CallChange[] {
  return changesBetween(before, after).filter((change) => materialFields.has(change.field))
}

/**
 * The deadline reminder due for a followed call on `now`'s day in Zagreb: 7 days before the
 * deadline, then 2 days before; null on any other day or for a call without a deadline.
 */
export function reminderDue(deadline: string | null, now: Date): AlertEventKind | null {
  const left = daysLeft({ deadline }, now)
  return left === 7 ? 'closing7' : left === 2 ? 'closing2' : null
}
