import type { Endpoint } from 'payload'

import { translator } from '@/i18n/translator'
import { getEnv } from '@/server/env'
import { formEndpoint } from '@/server/http/formEndpoint'

import { modelSettings, type ModelSettings } from './server/model'
import { askAssistant, type Conversation } from './server/service'

type Answer = (conversation: Conversation) => Promise<Response>

/** Reads the question, asks the assistant and answers refusals in the visitor's language. */
function chatEndpoint(path: string, settings: () => ModelSettings | null, answer: Answer) {
  return formEndpoint({
    path,
    words: {
      limited: (locale, seconds) => translator(locale, 'Chat')('tooMany', { seconds }),
      problem: (locale, problem) => translator(locale, 'Chat')(problem as 'error'),
    },
    submit: ({ req, locale, body, key }) =>
      askAssistant(req.payload, locale, body, key, settings()),
    json: (outcome, { locale }) => {
      const t = translator(locale, 'Chat')
      switch (outcome.status) {
        case 'invalid':
          return Response.json({ error: t(outcome.problem) }, { status: 400 })
        case 'error':
          return Response.json({ error: t('error') }, { status: 503 })
        case 'answer':
          return answer(outcome.conversation)
      }
    },
  })
}

/** The answer as plain text, sent piece by piece as the model writes it. */
function streamed(conversation: Conversation): Promise<Response> {
  const encoder = new TextEncoder()
  const pieces = conversation.stream()
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await pieces.next()
      if (next.done) controller.close()
      else if (next.value) controller.enqueue(encoder.encode(next.value))
    },
    async cancel() {
      await pieces.return(undefined)
    },
  })
  return Promise.resolve(
    new Response(body, {
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Language': conversation.language,
        'Cache-Control': 'no-store',
        'X-Accel-Buffering': 'no',
      },
    }),
  )
}

/**
 * POST /api/ai-chat {message, conversationHistory} → {response, language}, and
 * POST /api/ai-chat/stream with the same body → the answer as a text stream (the widget's),
 * its language in Content-Language. `?locale=` is the page's language; the answer is in the
 * question's.
 * `settings` is read per request so tests can point the endpoints at their own model server.
 */
export function chatEndpoints(
  settings: () => ModelSettings | null = () => modelSettings(getEnv()),
): Endpoint[] {
  return [
    chatEndpoint('/ai-chat', settings, async (conversation) =>
      Response.json(
        { response: await conversation.text(), language: conversation.language },
        { headers: { 'Cache-Control': 'no-store', 'Content-Language': conversation.language } },
      ),
    ),
    chatEndpoint('/ai-chat/stream', settings, streamed),
  ]
}
