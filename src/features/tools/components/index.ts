import { withIslandMessages } from '@/i18n/IslandMessages'

import { DocumentChecklist as DocumentChecklistIsland } from './DocumentChecklist.client'
import { islandMessages } from './islandMessages'
import { RoiCalculator as RoiCalculatorIsland } from './RoiCalculator.client'
import { TimelineEstimator as TimelineEstimatorIsland } from './TimelineEstimator.client'

export { ToolSection } from './ToolSection'
export { ToolsNav } from './ToolsNav'

export const RoiCalculator = withIslandMessages(RoiCalculatorIsland, islandMessages.RoiCalculator)
export const TimelineEstimator = withIslandMessages(
  TimelineEstimatorIsland,
  islandMessages.TimelineEstimator,
)
export const DocumentChecklist = withIslandMessages(
  DocumentChecklistIsland,
  islandMessages.DocumentChecklist,
)
