/** What can happen to a lead, each a line of its timeline. */
export const leadEventKinds = [
  'created',
  'mail',
  'booking',
  'stage',
  'adviser',
  'followUp',
  'note',
  'reminder',
  'anonymised',
] as const
export type LeadEventKind = (typeof leadEventKinds)[number]
