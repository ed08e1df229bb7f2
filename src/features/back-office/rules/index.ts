/** The back office's pure rules: a lead's stages, follow-ups, retention, weekly buckets. */
export {
  isLeadStage,
  leadStages,
  lostReasons,
  openStages,
  stageProblem,
  type LeadStage,
  type LostReason,
  type StageProblem,
} from './stages'
export { byFollowUp, followUpState, type FollowUpState } from './followUps'
export { anonymousPerson, staleBefore } from './retention'
export { isoWeek, weekStart } from './weeks'
