/** What the assistant feature adds to Payload's config (src/payload.config.ts). */
export { ChatTopics } from './collections/ChatTopics'
export { Faqs } from './collections/Faqs'
export { chatEndpoints } from './endpoints'
