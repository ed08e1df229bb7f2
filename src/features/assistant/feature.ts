import { defineFeature } from '@/core/feature'

import { assistantEnv } from './env'

/** The chat widget and its answers from the site's content. */
export const feature = defineFeature({
  name: 'assistant',
  env: assistantEnv,
  checkEnv: ({ LLM_BASE_URL, LLM_MODEL }) =>
    Boolean(LLM_BASE_URL) === Boolean(LLM_MODEL)
      ? []
      : [
          {
            variable: 'LLM_MODEL',
            message:
              'LLM_BASE_URL and LLM_MODEL must be set together (LLM_API_KEY when the API needs one)',
          },
        ],
  payload: async () => (await import('./payload')).payloadParts,
  frame: async () => (await import('./frame')).frame,
  knowledge: async () => (await import('./knowledge')).knowledge,
  demo: async () => (await import('./demo')).demo,
})
