export { BenefitGrid } from './BenefitGrid'
export { OpenPositions } from './OpenPositions'
