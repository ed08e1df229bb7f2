export { getCaseStudies, getCaseStudy } from './getCaseStudies'
