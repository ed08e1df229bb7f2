export { ApplicationForm } from './ApplicationForm.client'
export { BenefitGrid } from './BenefitGrid'
export { JobFacts, OpenPositions } from './OpenPositions'
