import type { FeatureFrame } from '@/core/feature'
import { IslandMessages } from '@/i18n/IslandMessages'

import { AccountLinks } from './components/AccountLinks.client'
import { islandMessages } from './components/islandMessages'

/** The navbar's account corner: "sign in", or the signed-in user's links. */
export const frame: FeatureFrame = {
  navbar: () => (
    <IslandMessages pick={islandMessages.AccountLinks}>
      <AccountLinks />
    </IslandMessages>
  ),
}
