import type { FeaturePayload } from '@/core/feature'

import { ChatTopics } from './collections/ChatTopics'
import { Faqs } from './collections/Faqs'
import { chatEndpoints } from './endpoints'

/** What the assistant feature adds to Payload's config, applied by its definition (feature.ts). */
export const payloadParts: FeaturePayload = {
  collections: [Faqs, ChatTopics],
  endpoints: chatEndpoints(),
}
