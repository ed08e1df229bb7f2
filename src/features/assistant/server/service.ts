import type { Payload } from 'payload'

import { openCallsForNkd } from '@/features/funding-calls'
import { locales, type Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'
import { log } from '@/server/log'
import { consume } from '@/server/rateLimit'

import type { Hit } from '../retrieval'
import { searchLanguages, type Indexes } from '../retrieval/languages'
import { boundedHistory, validateChatInput, type ChatInput, type ChatProblem } from '../rules/input'
import {
  askedCodes,
  bestPages,
  callsAnswer,
  link,
  quotedPages,
  retrievalAnswer,
  sourcesLine,
} from './answer'
import { keepGivenLinks, linkChecker } from './citations'
import { answerCopy } from './copy'
import { knowledgeIndex } from './knowledge'
import { modelStream, modelText, type ModelPrompt, type ModelSettings } from './model'
import { recordTopic } from './topics'

/** Questions one address may ask per minute. */
export const chatLimit = { name: 'ai-chat', points: 12, durationSeconds: 60 }

/** Pages whose passages are given to the model. */
const modelPages = 5

export type Conversation = {
  /** The language the answer is written in: the question's, which may not be the page's. */
  language: Locale
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

/** The site's passages in all three languages. */
async function allIndexes(payload: Payload): Promise<Indexes> {
  const built = await Promise.all(locales.map((locale) => knowledgeIndex(payload, locale)))
  return Object.fromEntries(locales.map((locale, at) => [locale, built[at]!])) as Indexes
}

/**
 * The question's language (its words tell; else the page's) and what the site says on it in
 * that language. A short follow-up ("and the deadline?") is read with the visitor's previous
 * question when alone it matches nothing.
 */
async function ground(
  payload: Payload,
  pageLocale: Locale,
  indexes: Indexes,
  input: ChatInput,
  limit: number,
): Promise<{ language: Locale; grounding: Grounding }> {
  const found = searchLanguages(indexes, input.message, pageLocale)
  let { language } = found
  let hits = bestPages(found.hits, limit)
  const previous = input.conversationHistory.findLast((message) => message.role === 'user')
  if (hits.length === 0 && previous) {
    const joined = searchLanguages(indexes, `${previous.content} ${input.message}`, pageLocale)
    language = joined.language
    hits = bestPages(joined.hits, limit)
  }
  const calls = await Promise.all(
    askedCodes(input.message).map(async (code) => {
      const calls = await openCallsForNkd(payload, language, { code })
      return { code, answer: callsAnswer(language, code, calls), found: calls.length }
    }),
  )
  return { language, grounding: { hits, calls } }
}

/**
 * The answer from the site alone: the calls for a named activity code; when no call is open
 * for it (or the number was not meant as a code), also what the best pages say.
 */
function siteAnswer(locale: Locale, input: ChatInput, grounding: Grounding): string {
  const pages = () => retrievalAnswer(locale, input.message, grounding.hits.slice(0, quotedPages))
  if (grounding.calls.length === 0) return pages()
  const calls = grounding.calls.map((call) => call.answer).join('\n\n')
  const anyOpen = grounding.calls.some((call) => call.found > 0)
  return anyOpen || grounding.hits.length === 0 ? calls : `${calls}\n\n${pages()}`
}

/** The site paths (in the answer's language) the model is given and may link to. */
function givenLinks(locale: Locale, grounding: Grounding): string[] {
  const calls = grounding.calls.flatMap((call) =>
    [...call.answer.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1]!),
  )
  return [
    ...grounding.hits.map(({ passage }) => link(locale, passage.url)),
    ...calls,
    link(locale, '/#contact'),
  ]
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
    'The visitor may write in another language than the passages: always answer in the language named above.',
    'Link the pages you use as Markdown links [title](url) with the URLs given, and no other links. Never invent programmes, amounts, deadlines or conditions.',
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
  const given = givenLinks(locale, grounding)
  const fallback = () => siteAnswer(locale, input, grounding)
  const sources = grounding.hits.length
    ? `\n\n${sourcesLine(locale, grounding.hits.slice(0, quotedPages))}`
    : ''
  const failed = (error: unknown) =>
    log('warn', 'assistant model failed; answered from the site', { error: String(error) })
  return {
    language: locale,
    async *stream() {
      let said = 0
      try {
        for await (const piece of linkChecker(modelStream(settings, prompt), given)) {
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
        const reply = keepGivenLinks((await modelText(settings, prompt)).trim(), given)
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
 * validation, retrieval over the site in the question's language (and the page's, `locale`),
 * then the model when one is configured; the answer is in the question's language. The question is counted as an anonymous topic; nothing else is kept.
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
    const indexes = await allIndexes(payload)
    const limit = settings ? modelPages : quotedPages
    const { language, grounding } = await ground(payload, locale, indexes, input, limit)
    recordTopic(payload, language, indexes[language], input.message, grounding.hits[0])
    if (settings)
      return {
        status: 'answer',
        conversation: modelConversation(settings, language, input, grounding),
      }
    const answer = siteAnswer(language, input, grounding)
    return {
      status: 'answer',
      conversation: {
        language,
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
