/** What the case studies feature adds to Payload's config (src/payload.config.ts). */
export { CaseStudies } from './collections/CaseStudies'
