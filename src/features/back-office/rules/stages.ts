/**
 * A lead's way to a contract: new, contacted, meeting booked, proposal sent, and the end, won
 * or lost (with the reason). Advisers may move a lead to any stage (a lost lead can come back);
 * a lost lead needs its reason, and only a lost one has one.
 */
export const leadStages = ['new', 'contacted', 'meeting', 'proposal', 'won', 'lost'] as const
export type LeadStage = (typeof leadStages)[number]

/** Why a lead was lost, for the dashboard's conversion figures. */
export const lostReasons = [
  'not-eligible',
  'no-call',
  'price',
  'no-response',
  'competitor',
  'postponed',
  'other',
] as const
export type LostReason = (typeof lostReasons)[number]

/** The stages a lead is still being worked on in (shown first; follow-ups are due). */
export const openStages: readonly LeadStage[] = ['new', 'contacted', 'meeting', 'proposal']

export const isLeadStage = (value: unknown): value is LeadStage =>
  typeof value === 'string' && (leadStages as readonly string[]).includes(value)

export type StageProblem = 'stage' | 'reasonMissing' | 'reasonUnexpected'

/**
 * Whether a lead may be saved at a stage with a lost reason: null when it may, else why not.
 */
export function stageProblem(stage: unknown, reason: unknown): StageProblem | null {
  if (!isLeadStage(stage)) return 'stage'
  const hasReason = typeof reason === 'string' && reason !== ''
  if (stage === 'lost' && !hasReason) return 'reasonMissing'
  if (stage !== 'lost' && hasReason) return 'reasonUnexpected'
  if (hasReason && !(lostReasons as readonly string[]).includes(reason)) return 'reasonMissing'
  return null
}
