import { withIslandMessages } from '@/i18n/IslandMessages'

import { islandMessages } from './islandMessages'
import { ShareButton as ShareButtonIsland } from './ShareButton.client'

export { ArticleCard } from './ArticleCard'
export { ArticleMeta } from './ArticleMeta'
export { FeaturedInsights } from './FeaturedInsights'
export { ViewCounter } from './ViewCounter.client'

export const ShareButton = withIslandMessages(ShareButtonIsland, islandMessages.ShareButton)
