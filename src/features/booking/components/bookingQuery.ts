import { isActivityCode } from '@/features/funding-calls/rules'

import { isDay } from '../rules'
import { first } from './paths'

type Query = Record<string, string | string[] | undefined>

/** What /booking reads from its address: the day to show and what the visit is about. */
export type BookingQuery = {
  day: string | null
  call: string | null
  code: string | null
  version: 'nkd2007' | 'nkd2025'
}

/**
 * The booking page's query, as the contact section, a call's page and the funding check link
 * to it: `day` (YYYY-MM-DD), `call` (an id), `code` and `version` (an activity code). A value
 * that cannot be read is left out (a day that is no date, such as 2026-13-45, too); the engine
 * checks whether the day may be booked, and the call.
 */
export function bookingQuery(query: Query): BookingQuery {
  const day = first(query.day) ?? ''
  const call = first(query.call) ?? ''
  const code = first(query.code) ?? ''
  return {
    day: isDay(day) ? day : null,
    call: /^[1-9]\d{0,9}$/.test(call) ? call : null,
    code: isActivityCode(code) ? code : null,
    version: first(query.version) === 'nkd2025' ? 'nkd2025' : 'nkd2007',
  }
}

/** The hidden fields that carry the prefill through the day form and into the booking. */
export function prefillFields(query: BookingQuery, callId: number | null): Record<string, string> {
  const fields: Record<string, string> = {}
  if (callId !== null) fields.call = String(callId)
  if (query.code) {
    fields.code = query.code
    fields.version = query.version
  }
  return fields
}
