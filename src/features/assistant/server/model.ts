import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import { generateText, streamText, type ModelMessage } from 'ai'

import type { Env } from '@/server/env'

/** Where the language model is and how long to wait for it; null when none is configured. */
export type ModelSettings = { baseURL: string; apiKey?: string; model: string; timeoutMs: number }

export function modelSettings(env: Env): ModelSettings | null {
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) return null
  return {
    baseURL: env.LLM_BASE_URL,
    apiKey: env.LLM_API_KEY,
    model: env.LLM_MODEL,
    timeoutMs: env.LLM_TIMEOUT_MS,
  }
}

export type ModelPrompt = { system: string; messages: ModelMessage[] }

function chatModel(settings: ModelSettings) {
  const provider = createOpenAICompatible({
    name: 'assistant',
    baseURL: settings.baseURL,
    apiKey: settings.apiKey,
  })
  return provider.chatModel(settings.model)
}

export class ModelTimeout extends Error {
  constructor(ms: number) {
    super(`the model did not answer within ${ms} ms`)
  }
}

/** The model's whole reply (one request, no streaming); throws on an error or timeout. */
export async function modelText(settings: ModelSettings, prompt: ModelPrompt): Promise<string> {
  const { text } = await generateText({
    model: chatModel(settings),
    ...prompt,
    maxRetries: 0,
    abortSignal: AbortSignal.timeout(settings.timeoutMs),
  })
  return text
}

/**
 * The model's reply as it streams. Throws on an error, and when no piece arrives within the
 * timeout (for the first piece as for each next one), after cancelling the request.
 */
export async function* modelStream(
  settings: ModelSettings,
  prompt: ModelPrompt,
): AsyncGenerator<string> {
  const controller = new AbortController()
  const result = streamText({
    model: chatModel(settings),
    ...prompt,
    maxRetries: 0,
    abortSignal: controller.signal,
    // Errors arrive as stream parts below; the default handler would only print them.
    onError: () => {},
  })
  const parts = result.fullStream[Symbol.asyncIterator]()
  try {
    while (true) {
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new ModelTimeout(settings.timeoutMs)), settings.timeoutMs)
      })
      const next = await Promise.race([parts.next(), timeout]).finally(() => clearTimeout(timer))
      if (next.done) return
      const part = next.value
      if (part.type === 'text-delta') yield part.text
      else if (part.type === 'error') throw part.error
      else if (part.type === 'abort') throw new Error('the model request was aborted')
    }
  } finally {
    controller.abort()
  }
}
