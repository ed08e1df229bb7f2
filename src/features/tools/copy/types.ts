import type { ChecklistItem } from '@/features/tools/rules/checklist'
import type { RoiError } from '@/features/tools/rules/roi'
import type { Phase, Programme, WeekWords } from '@/features/tools/rules/timeline'

/** A text with a `{name}` placeholder that the page fills in. */
type Template<Name extends string> = `${string}{${Name}}${string}`

export type RoiCopy = {
  title: string
  intro: string
  amountLabel: string
  amountHint: string
  calculate: string
  resultTitle: string
  grant: string
  fee: string
  net: string
  roi: string
  /** "For every €1 spent you receive {amount} in grants"; amount is ROI / 100 in euro. */
  explanation: Template<'amount'>
  errors: Record<RoiError, string>
  note: string
}

export type TimelineCopy = {
  title: string
  intro: string
  programmeLegend: string
  programmes: Record<Programme, { name: string; description: string }>
  empty: string
  /** The table caption, e.g. "Estimated timeline: {programme}". */
  caption: Template<'programme'>
  phaseHeader: string
  durationHeader: string
  phases: Record<Phase, string>
  total: string
  /** `few` is the Croatian form for 2–4 (tjedna); English and German repeat `other`. */
  weeks: WeekWords
  note: string
}

export type ChecklistCopy = {
  title: string
  intro: string
  legend: string
  items: Record<ChecklistItem, { name: string; hint: string }>
  progressLabel: string
  /** Spoken value of the progress bar, e.g. "{done} of {total}". */
  progressValue: Template<'done'> & Template<'total'>
  complete: string
}

export type ToolsCopy = {
  meta: { title: string; description: string }
  title: string
  intro: string
  /** Name of the list of links to the three tools. */
  toolsNav: string
  roi: RoiCopy
  timeline: TimelineCopy
  checklist: ChecklistCopy
  cta: { title: string; text: string; button: string }
}
