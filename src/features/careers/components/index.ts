import { withIslandMessages } from '@/i18n/IslandMessages'

import { islandMessages } from './islandMessages'
import { ApplicationForm as ApplicationFormIsland } from './lazy.client'

export { BenefitGrid } from './BenefitGrid'
export { JobFacts, OpenPositions } from './OpenPositions'

export const ApplicationForm = withIslandMessages(
  ApplicationFormIsland,
  islandMessages.ApplicationForm,
)
