/** A call as one of its saved versions holds it (the fields whose changes visitors see). */
export type CallSnapshot = {
  /** When this version was saved. */
  savedAt: string
  opensAt?: string | null
  deadline?: string | null
  amountMin?: number | null
  amountMax?: number | null
  aidIntensityMax?: number | null
  applicantTypes?: string[] | null
  counties?: string[] | null
  codes?: string[] | null
  /** The editor's note on this change, in the visitor's language. */
  changeNote?: string | null
}

type Moved<T> = { from: T | null; to: T | null }
type Listed = { added: string[]; removed: string[] }

/** One change a visitor is told about. */
export type CallChange =
  | ({ field: 'deadline' | 'opensAt' } & Moved<string>)
  | ({ field: 'amountMin' | 'amountMax' | 'aidIntensityMax' } & Moved<number>)
  | ({ field: 'applicantTypes' | 'counties' | 'codes' } & Listed)

/** What one save changed, newest first in a history. */
export type HistoryEntry = { at: string; changes: CallChange[]; note: string | null }

const sameDay = (a?: string | null, b?: string | null) =>
  (a ?? '').slice(0, 10) === (b ?? '').slice(0, 10)

function listed(before?: string[] | null, after?: string[] | null): Listed | null {
  const old = new Set(before ?? [])
  const now = new Set(after ?? [])
  const added = [...now].filter((value) => !old.has(value))
  const removed = [...old].filter((value) => !now.has(value))
  return added.length || removed.length ? { added, removed } : null
}

/** The changes from one version to the next, in a fixed order (dates, amounts, lists). */
export function changesBetween(before: CallSnapshot, after: CallSnapshot): CallChange[] {
  const changes: CallChange[] = []
  for (const field of ['opensAt', 'deadline'] as const) {
    if (!sameDay(before[field], after[field])) {
      changes.push({ field, from: before[field] ?? null, to: after[field] ?? null })
    }
  }
  for (const field of ['amountMin', 'amountMax', 'aidIntensityMax'] as const) {
    if ((before[field] ?? null) !== (after[field] ?? null)) {
      changes.push({ field, from: before[field] ?? null, to: after[field] ?? null })
    }
  }
  for (const field of ['applicantTypes', 'counties', 'codes'] as const) {
    const change = listed(before[field], after[field])
    if (change) changes.push({ field, ...change })
  }
  return changes
}

/**
 * A call's public change history from its versions (oldest first): one entry per save that
 * changed something a visitor sees, or that carries a new note from the editor, newest first.
 * Saves that only corrected wording are left out; the first version is where history starts.
 */
export function changeHistory(versions: CallSnapshot[]): HistoryEntry[] {
  const entries: HistoryEntry[] = []
  for (let at = 1; at < versions.length; at += 1) {
    const before = versions[at - 1]!
    const after = versions[at]!
    const changes = changesBetween(before, after)
    const note = after.changeNote?.trim() || null
    const newNote = note !== null && note !== (before.changeNote?.trim() || null)
    if (changes.length === 0 && !newNote) continue
    entries.push({ at: after.savedAt, changes, note: newNote ? note : null })
  }
  return entries.reverse()
}
