import type { FeatureFrame } from '@/core/feature'

import { ChatLauncher } from './components/ChatLauncher.client'

/** The chat's launcher, on every public page. */
export const frame: FeatureFrame = {
  floating: () => <ChatLauncher />,
}
