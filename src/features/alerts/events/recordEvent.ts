import type { Payload, PayloadRequest, Where } from 'payload'

import type { CallChange } from '@/features/funding-calls/rules'
import { log } from '@/server/log'

import type { AlertEventKind } from '../rules/events'

/**
 * Records that something happened to a call, once: (call, kind, key) is unique, so a second
 * save, a second worker or a repeated daily check finds it there and adds nothing. Inside `req`'s
 * transaction when given (a save's hook), so the event exists exactly when the save does.
 * Answers whether it was new.
 */
export async function recordEvent(
  payload: Payload,
  event: { call: number; kind: AlertEventKind; key: string; changes?: CallChange[] },
  req?: PayloadRequest,
): Promise<boolean> {
  const where: Where = {
    and: [
      { call: { equals: event.call } },
      { kind: { equals: event.kind } },
      { key: { equals: event.key } },
    ],
  }
  const found = await payload.count({
    collection: 'alert-events',
    where,
    overrideAccess: true,
    req,
  })
  if (found.totalDocs > 0) return false
  try {
    await payload.create({
      collection: 'alert-events',
      data: { call: event.call, kind: event.kind, key: event.key, changes: event.changes ?? null },
      overrideAccess: true,
      req,
    })
    return true
  } catch (error) {
    // Another worker recorded the same event a moment ago (the unique index refused this one).
    const again = await payload.count({
      collection: 'alert-events',
      where,
      overrideAccess: true,
      req,
    })
    if (again.totalDocs > 0) return false
    log('error', 'alert event not recorded', { ...event, error: String(error) })
    throw error
  }
}
