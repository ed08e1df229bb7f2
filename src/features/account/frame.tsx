import type { FeatureFrame } from '@/core/feature'

import { AccountLinks } from './components/AccountLinks.client'

/** The navbar's account corner: "sign in", or the signed-in user's links. */
export const frame: FeatureFrame = {
  navbar: () => <AccountLinks />,
}
