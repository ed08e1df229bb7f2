import { maxHistoryMessageLength, maxHistoryMessages } from '@/forms/limits'

import type { ChatMessage } from '../rules/input'

/** A question the server refused, with its message in the visitor's language. */
export class RefusedError extends Error {}

/** A message as shown: an answer carries the language it is written in. */
export type Shown = ChatMessage & { lang?: string }

/**
 * Sends a question with the conversation so far and hands each piece of the streamed answer
 * with its language (the question's, which may not be the page's) to `onPiece`; resolves with
 * the whole answer. Throws on any failure (a refusal carries the server's message in the
 * visitor's language).
 */
export async function ask(
  locale: string,
  message: string,
  history: Shown[],
  onPiece: (answer: string, lang: string) => void,
): Promise<string> {
  const response = await fetch(`/api/ai-chat/stream?locale=${locale}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      message,
      conversationHistory: history.slice(-maxHistoryMessages).map((entry) => ({
        role: entry.role,
        content: entry.content.slice(0, maxHistoryMessageLength),
      })),
    }),
  })
  if (!response.ok || !response.body) {
    const refusal = (await response.json().catch(() => null)) as { error?: unknown } | null
    if (response.status < 500 && typeof refusal?.error === 'string') {
      throw new RefusedError(refusal.error)
    }
    throw new Error(`HTTP ${response.status}`)
  }
  const lang = response.headers.get('content-language') ?? locale
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let answer = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    answer += value
    onPiece(answer, lang)
  }
  if (!answer.trim()) throw new Error('empty answer')
  return answer
}
