import { defineFeature } from '@/core/feature'

/** Pages editors build from blocks: drafts, preview, schedule, SEO, redirects. */
export const feature = defineFeature({
  name: 'pages',
  payload: async () => (await import('./payload')).payloadParts,
  knowledge: async () => (await import('./knowledge')).knowledge,
  demo: async () => (await import('./demo')).demo,
})
