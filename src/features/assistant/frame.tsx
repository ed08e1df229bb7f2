import type { FeatureFrame } from '@/core/feature'
import { IslandMessages } from '@/i18n/IslandMessages'

import { ChatLauncher } from './components/ChatLauncher.client'
import { islandMessages } from './components/islandMessages'

/** The chat's launcher, on every public page. */
export const frame: FeatureFrame = {
  floating: () => (
    <IslandMessages pick={islandMessages.ChatLauncher}>
      <ChatLauncher />
    </IslandMessages>
  ),
}
