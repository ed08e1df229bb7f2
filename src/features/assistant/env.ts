import { z } from 'zod'

import { optionalText } from '@/lib/envFields'

/** The language model the assistant asks, if any (`.env.example`). */
export const assistantEnv = {
  LLM_BASE_URL: optionalText.pipe(
    z.url('LLM_BASE_URL must be a URL such as https://api.openai.com/v1').optional(),
  ),
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
}
