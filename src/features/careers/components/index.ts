export { ApplicationForm } from './lazy.client'
export { BenefitGrid } from './BenefitGrid'
export { JobFacts, OpenPositions } from './OpenPositions'
