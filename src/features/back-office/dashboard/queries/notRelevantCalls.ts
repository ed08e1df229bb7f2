import type { Payload } from 'payload'

import { notRelevantCounts } from '@/features/alerts'
import { callNames } from '@/features/funding-calls'

import type { Language } from '../language'

/** A call that alert subscribers marked not relevant: how many of them, of how many mailed. */
export type NotRelevantCall = { id: number; name: string | null; marks: number; mailed: number }

/**
 * The calls marked "not relevant" by the most alert subscribers (a sign of poor tagging), with
 * the number of subscribers each was mailed to, and the call's name in the admin language
 * (Croatian when it has none).
 */
export async function notRelevantCalls(
  payload: Payload,
  language: Language,
  limit = 10,
): Promise<NotRelevantCall[]> {
  const counted = await notRelevantCounts(payload, limit)
  const names = await callNames(
    payload,
    counted.map(({ id }) => id),
    language,
  )
  return counted.map((row) => ({ ...row, name: names.get(row.id) ?? null }))
}
