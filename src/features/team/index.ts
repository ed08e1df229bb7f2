export type { TeamMemberSummary, TestimonialSummary } from './team'
