import type { Payload } from 'payload'

import { openCallsForNkd } from '@/features/funding-calls'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { log } from '@/server/log'
import { consume } from '@/server/rateLimit'

import type { Hit, PassageIndex } from '../retrieval'
import { boundedHistory, validateChatInput, type ChatInput, type ChatProblem } from '../rules/input'
import { askedCodes, callsAnswer, link, retrievalAnswer, searchPages, sourcesLine } from './answer'
import { answerCopy } from './copy'
import { knowledgeIndex } from './knowledge'
import { modelStream, modelText, type ModelPrompt, type ModelSettings } from './model'
import { recordTopic } from './topics'

/** Questions one address may ask per minute. */
export const chatLimit = { name: 'ai-chat', points: 12, durationSeconds: 60 }

/** Pages whose passages are given to the model. */
const modelPages = 5

export type Conversation = {
  /** The answer as it is produced (the model's reply streams; without a model, one piece). */
  stream: () => AsyncGenerator<string>
  /** The whole answer at once. */
  text: () => Promise<string>
}

export type ChatOutcome =
  | { status: 'answer'; conversation: Conversation }
  | { status: 'invalid'; problem: ChatProblem }
  | { status: 'limited'; retryAfterSeconds: number }
  | { status: 'error' }

/** What the assistant found for a question: the best pages and the calls for any NKD code. */
type Grounding = { hits: Hit[]; calls: { code: string; answer: string; found: number }[] }

async function ground(
  payload: Payload,
  locale: Locale,
  index: PassageIndex,
  input: ChatInput,
  limit: number,
): Promise<Grounding> {
  let hits = searchPages(index, input.message, limit)
  // A short follow-up ("and the deadline?") is read with the visitor's previous question.
  const previous = input.conversationHistory.findLast((message) => message.role === 'user')
  if (hits.length === 0 && previous) {
    hits = searchPages(index, `${previous.content} ${input.message}`, limit)
  }
  const calls = await Promise.all(
    askedCodes(input.message).map(async (code) => {
      const calls = await openCallsForNkd(payload, locale, code)
      return { code, answer: callsAnswer(locale, code, calls), found: calls.length }
    }),
  )
  return { hits, calls }
}

/**
 * The answer from the site alone: the calls for a named activity code; when no call is open
 * for it (or the number was not meant as a code), also what the best pages say.
 */
function siteAnswer(locale: Locale, input: ChatInput, grounding: Grounding): string {
  const pages = () => retrievalAnswer(locale, input.message, grounding.hits.slice(0, 3))
  if (grounding.calls.length === 0) return pages()
  const calls = grounding.calls.map((call) => call.answer).join('\n\n')
  const anyOpen = grounding.calls.some((call) => call.found > 0)
  return anyOpen || grounding.hits.length === 0 ? calls : `${calls}\n\n${pages()}`
}

/** Instructions, the passages and the conversation for the model. */
function modelPrompt(locale: Locale, input: ChatInput, grounding: Grounding): ModelPrompt {
  const copy = answerCopy(locale)
  const brand = translator(locale, 'Metadata')('siteName')
  const passages = [
    ...grounding.calls.map((call) => `${copy.labels.nkd} ${call.code}:\n${call.answer}`),
    ...grounding.hits.map(
      ({ passage }) => `${passage.title} (${link(locale, passage.url)})\n${passage.text}`,
    ),
  ].map((text, number) => `[${number + 1}] ${text}`)
  const system = [
    `You are the website assistant of ${brand}, a consultancy in Osijek, Croatia, that helps companies win EU and national grants.`,
    `Answer in ${copy.languageName}, in at most 150 words, using only the numbered passages from the firm's website below.`,
    'Link the pages you use as Markdown links [title](url) with the URLs given. Never invent programmes, amounts, deadlines or conditions.',
    `If the passages do not answer the question, say so briefly and suggest the free consultation through the contact form (${link(locale, '/#contact')}).`,
    'Never ask for personal data (OIB, e-mail, phone) in the chat. Write plain text with short paragraphs or "- " lists; no headings, no HTML.',
    '',
    'Passages:',
    passages.length ? passages.join('\n\n') : '(none matched the question)',
  ].join('\n')
  return {
    system,
    messages: [
      ...boundedHistory(input.conversationHistory),
      { role: 'user', content: input.message },
    ],
  }
}

/**
 * Answers with the model, grounded in the passages, followed by the list of sources; when the
 * model fails or is too slow before it said anything, the site's own answer instead, and when
 * it breaks off midway, a note with the links.
 */
function modelConversation(
  settings: ModelSettings,
  locale: Locale,
  input: ChatInput,
  grounding: Grounding,
): Conversation {
  const prompt = modelPrompt(locale, input, grounding)
  const fallback = () => siteAnswer(locale, input, grounding)
  const sources = grounding.hits.length
    ? `\n\n${sourcesLine(locale, grounding.hits.slice(0, 3))}`
    : ''
  const failed = (error: unknown) =>
    log('warn', 'assistant model failed; answered from the site', { error: String(error) })
  return {
    async *stream() {
      let said = 0
      try {
        for await (const piece of modelStream(settings, prompt)) {
          said += piece.length
          yield piece
        }
        if (said === 0) throw new Error('the model sent an empty reply')
        yield sources
      } catch (error) {
        failed(error)
        if (said === 0) yield fallback()
        else yield `\n\n${answerCopy(locale).interrupted}${sources || `\n\n${fallback()}`}`
      }
    },
    async text() {
      try {
        const reply = (await modelText(settings, prompt)).trim()
        if (!reply) throw new Error('the model sent an empty reply')
        return `${reply}${sources}`
      } catch (error) {
        failed(error)
        return fallback()
      }
    },
  }
}

/**
 * One question to the assistant (POST /api/ai-chat and its streaming variant): rate limit,
 * validation, retrieval over the site in the visitor's language, then the model when one is
 * configured. The question is counted as an anonymous topic; nothing else is kept.
 */
export async function askAssistant(
  payload: Payload,
  locale: Locale,
  body: unknown,
  clientKey: string,
  settings: ModelSettings | null,
): Promise<ChatOutcome> {
  const limited = await consume(chatLimit, clientKey)
  if (!limited.ok) return { status: 'limited', retryAfterSeconds: limited.retryAfterSeconds }
  const checked = validateChatInput(body)
  if (!checked.ok) return { status: 'invalid', problem: checked.problem }
  const input = checked.value
  try {
    const index = await knowledgeIndex(payload, locale)
    const grounding = await ground(payload, locale, index, input, settings ? modelPages : 3)
    recordTopic(payload, locale, index, input.message, grounding.hits[0])
    if (settings)
      return {
        status: 'answer',
        conversation: modelConversation(settings, locale, input, grounding),
      }
    const answer = siteAnswer(locale, input, grounding)
    return {
      status: 'answer',
      conversation: {
        async *stream() {
          yield answer
        },
        text: async () => answer,
      },
    }
  } catch (error) {
    log('error', 'assistant failed', { error: String(error) })
    return { status: 'error' }
  }
}
