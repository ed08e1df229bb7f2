import { z } from 'zod'

import { maxChatMessageLength, maxHistoryMessageLength, maxHistoryMessages } from '@/forms/limits'
import { hasForbiddenCharacters } from '@/forms/text'

export { maxChatMessageLength, maxHistoryMessageLength, maxHistoryMessages } from '@/forms/limits'
/** Earlier messages passed on to the model: the latest ones that fit in this many characters. */
export const historyBudget = 8000
export const historyKept = 12

export type ChatRole = 'user' | 'assistant'
export type ChatMessage = { role: ChatRole; content: string }
export type ChatInput = { message: string; conversationHistory: ChatMessage[] }

export type ChatProblem = 'required' | 'tooLong' | 'history' | 'characters'

const schema = z.object({
  message: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(maxChatMessageLength, 'tooLong')
    .refine((text) => !hasForbiddenCharacters(text, { multiline: true }), 'characters'),
  conversationHistory: z
    .array(
      z.object({
        role: z.enum(['user', 'assistant']),
        content: z
          .string()
          .trim()
          .min(1)
          .max(maxHistoryMessageLength)
          .refine((text) => !hasForbiddenCharacters(text, { multiline: true })),
      }),
      { error: 'history' },
    )
    .max(maxHistoryMessages, 'history')
    .default([]),
})

/**
 * Checks a chat request. The message is trimmed; a malformed history is refused as a whole.
 */
export function validateChatInput(
  input: unknown,
): { ok: true; value: ChatInput } | { ok: false; problem: ChatProblem } {
  const result = schema.safeParse(input)
  if (result.success) return { ok: true, value: result.data }
  const issue = result.error.issues[0]
  if (issue?.path[0] === 'conversationHistory') return { ok: false, problem: 'history' }
  const problem = issue?.message
  return {
    ok: false,
    problem: problem === 'tooLong' || problem === 'characters' ? problem : 'required',
  }
}

/** The latest earlier messages that fit the model's budget, oldest first. */
export function boundedHistory(history: ChatMessage[]): ChatMessage[] {
  const kept: ChatMessage[] = []
  let size = 0
  for (const message of [...history].reverse()) {
    if (kept.length >= historyKept || size + message.content.length > historyBudget) break
    kept.unshift(message)
    size += message.content.length
  }
  return kept
}
