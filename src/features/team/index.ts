export { listTeam, listTestimonials, type TeamMemberSummary, type TestimonialSummary } from './team'
