/** The application document checklist: eight documents, ticked locally, never saved. */

export const checklistItems = [
  'business-plan',
  'financial-projections',
  'company-registration',
  'tax-certificate',
  'id-documents',
  'bank-statement',
  'property-documents',
  'permits-licences',
] as const
export type ChecklistItem = (typeof checklistItems)[number]

export type ChecklistProgress = {
  done: number
  total: number
  /** Whole percent, 0 to 100. */
  percent: number
  complete: boolean
}

/** Progress over the known items that are ticked (unknown values are ignored). */
export function checklistProgress(checked: Iterable<string>): ChecklistProgress {
  const ticked = new Set(checked)
  const done = checklistItems.filter((item) => ticked.has(item)).length
  const total = checklistItems.length
  return { done, total, percent: Math.round((done / total) * 100), complete: done === total }
}

/** The ticked items after toggling one, in checklist order. */
export function toggleItem(
  checked: readonly ChecklistItem[],
  item: ChecklistItem,
): ChecklistItem[] {
  const ticked = new Set(checked)
  if (ticked.has(item)) ticked.delete(item)
  else ticked.add(item)
  return checklistItems.filter((known) => ticked.has(known))
}
