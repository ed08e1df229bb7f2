import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { callStatus } from '@/features/funding-calls/rules'

import { reminderDue } from '../rules/events'
import { rows } from '@/server/sql'
import { zagrebDay } from '@/lib/zagreb'

import { recordEvent } from './recordEvent'

/** How far back an opening is still news (a worker down for a day or two catches up). */
const openingWindowMs = 3 * 24 * 60 * 60 * 1000

/**
 * The events no save makes, recorded by each round (the unique key makes repeats harmless):
 * a forthcoming call that opened (it had been published before its opening day), and for
 * followed calls the reminders 7 and 2 days before the deadline. Answers how many were new.
 */
export async function recordTimedEvents(payload: Payload, now = new Date()): Promise<number> {
  let recorded = 0
  const opened = await payload.find({
    collection: 'funding-calls',
    where: {
      and: [
        { opensAt: { greater_than: new Date(now.getTime() - openingWindowMs).toISOString() } },
        { opensAt: { less_than_equal: now.toISOString() } },
        { createdAt: { less_than: now.toISOString() } },
      ],
    },
    depth: 0,
    pagination: false,
    select: { opensAt: true, deadline: true, createdAt: true },
    overrideAccess: true,
  })
  for (const call of opened.docs) {
    if (!call.opensAt || callStatus(call, now) !== 'open') continue
    // Published as forthcoming: it was saved before its opening day.
    if (zagrebDay(call.createdAt) >= zagrebDay(call.opensAt)) continue
    const key = zagrebDay(call.opensAt)
    if (await recordEvent(payload, { call: call.id, kind: 'opened', key })) recorded += 1
  }
  const followed = await rows<{ call_id: number }>(
    payload,
    sql`SELECT DISTINCT call_id FROM alerts WHERE call_id IS NOT NULL AND status = 'active'`,
  )
  if (followed.length > 0) {
    const calls = await payload.find({
      collection: 'funding-calls',
      where: { id: { in: followed.map((row) => Number(row.call_id)) } },
      depth: 0,
      pagination: false,
      select: { deadline: true },
      overrideAccess: true,
    })
    for (const call of calls.docs) {
      const kind = reminderDue(call.deadline ?? null, now)
      if (!kind || !call.deadline) continue
      const key = zagrebDay(call.deadline)
      if (await recordEvent(payload, { call: call.id, kind, key })) recorded += 1
    }
  }
  return recorded
}
