export { CaseStudyCard } from './CaseStudyCard'
export { CaseStudyFacts } from './CaseStudyFacts'
export { MetricsGrid } from './MetricsGrid'
export { StatBlocks } from './StatBlocks'
