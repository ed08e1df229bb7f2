import type { MessagePick } from '@/i18n/clientMessages'

/** The messages each tool reads in the browser: its own part of `Tools`. */
export const islandMessages = {
  RoiCalculator: { Tools: ['roi'] },
  TimelineEstimator: { Tools: ['timeline'] },
  DocumentChecklist: { Tools: ['checklist'] },
} satisfies Record<string, MessagePick>
