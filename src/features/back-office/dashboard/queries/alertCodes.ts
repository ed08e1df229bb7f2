import type { Payload } from 'payload'

import { alertCodeCounts } from '@/features/alerts'

import { codeNames } from './names'
import type { Language } from '../language'

/** An activity code active alert subscriptions name, and how many of them. */
export type AlertCode = {
  code: string
  classification: string
  name: string | null
  alerts: number
}

/** Active alert subscriptions by the activity codes they name, most subscribed first, named. */
export async function alertCodes(
  payload: Payload,
  language: Language,
  limit = 10,
): Promise<AlertCode[]> {
  const counted = await alertCodeCounts(payload, limit)
  const names = await codeNames(
    payload,
    counted.map(({ code, classification }) => ({ code, version: classification })),
    language,
  )
  return counted.map((row, index) => ({ ...row, name: names[index]! }))
}
