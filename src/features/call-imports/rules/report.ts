import type { PlannedRow, PlanField } from './callPlan'

/** One line of an import's preview, as /admin lists it. */
export type ReportEntry = {
  line: number
  /** The call's id in the source ('' when the row has none). */
  id: string
  outcome: 'new' | 'changed' | 'unchanged' | 'rejected'
  /** For a changed call: the fields that change. */
  fields?: PlanField[]
  /** For a rejected row: why, in the editor's language. */
  reasons?: string[]
}

/** The preview's lines in file order: the planned rows and the rejected ones with reasons. */
export function importReport(
  plan: PlannedRow[],
  rejected: { line: number; id: string; reason: string }[],
): ReportEntry[] {
  const entries: ReportEntry[] = plan.map((item) => ({
    line: item.row.line,
    id: item.row.externalId,
    outcome: item.outcome,
    ...(item.outcome === 'changed' ? { fields: item.fields } : {}),
  }))
  const byLine = new Map<number, ReportEntry>()
  for (const problem of rejected) {
    const entry = byLine.get(problem.line)
    if (entry) entry.reasons!.push(problem.reason)
    else
      byLine.set(problem.line, {
        line: problem.line,
        id: problem.id,
        outcome: 'rejected',
        reasons: [problem.reason],
      })
  }
  return [...entries, ...byLine.values()].sort((a, b) => a.line - b.line)
}
