/** What the team feature adds to Payload's config (src/payload.config.ts). */
export { TeamMembers } from './collections/TeamMembers'
export { Testimonials } from './collections/Testimonials'
