import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { count, rows } from '@/server/sql'

/** A topic visitors asked the assistant about, in the language asked, and how often. */
export type AssistantTopic = { topic: string; locale: string; count: number }

/** The assistant's most asked topics (chat-topics, counted without personal data). */
export async function assistantTopics(payload: Payload, limit = 10): Promise<AssistantTopic[]> {
  const found = await rows<{ topic: string; locale: string; n: unknown }>(
    payload,
    sql`SELECT topic, locale, "count" AS n FROM chat_topics ORDER BY "count" DESC, id LIMIT ${limit}`,
  )
  return found.map((row) => ({ topic: row.topic, locale: row.locale, count: count(row.n) }))
}
