import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { log } from '@/server/log'

import type { Hit, PassageIndex } from '../retrieval'
import { questionTopic } from '../rules/topic'
import { peopleOnSite } from './knowledge'

/** Counting of one topic waits for the previous count of the same topic in this process. */
const pending = new Map<string, Promise<void>>()

async function count(payload: Payload, key: string, data: Record<string, unknown>) {
  const existing = await payload.find({
    collection: 'chat-topics',
    where: { key: { equals: key } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  const doc = existing.docs[0]
  if (doc) {
    await payload.update({
      collection: 'chat-topics',
      id: doc.id,
      data: { ...data, count: (doc.count ?? 0) + 1 },
      depth: 0,
    })
  } else {
    await payload.create({
      collection: 'chat-topics',
      data: { ...data, key, count: 1 } as never,
      depth: 0,
    })
  }
}

/**
 * Counts a question under its anonymous topic (see questionTopic), with the page the answer
 * came from and the day. Runs after the answer is on its way; a failure is logged, never shown
 * to the visitor.
 */
export function recordTopic(
  payload: Payload,
  locale: Locale,
  index: PassageIndex,
  question: string,
  best: Hit | undefined,
): Promise<void> {
  const people = peopleOnSite(index)
  const topic = questionTopic(question, (term) => index.knows(term) && !people.has(term))
  if (!topic) return Promise.resolve()
  const key = `${locale}:${topic.key}`.slice(0, 500)
  const today = new Date()
  today.setUTCHours(0, 0, 0, 0)
  const data = {
    topic: topic.topic,
    locale,
    answeredFrom: best?.passage.url ?? null,
    lastAsked: today.toISOString(),
  }
  const previous = pending.get(key) ?? Promise.resolve()
  const next = previous
    .then(() => count(payload, key, data))
    // Another instance created the topic at the same moment: count again, now as an update.
    .catch(() => count(payload, key, data))
    .catch((error: unknown) =>
      log('warn', 'could not count a chat topic', { error: String(error) }),
    )
    .finally(() => {
      if (pending.get(key) === next) pending.delete(key)
    })
  pending.set(key, next)
  return next
}

/** Resolves when every count started so far is written (tests; a clean shutdown). */
export async function topicsSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending.values())
}
