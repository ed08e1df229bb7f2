import type { Payload } from 'payload'

import { log } from '@/server/log'

import { byHost } from '../check/byHost'
import { checkPage } from '../check/checkPage'
import type { FetchOptions } from '../check/fetchOnce'
import { readRobots } from '../check/readRobots'
import { checkOutcome } from '../rules'

import { openCallsWithSource } from './openCalls'

/** What one day's check counted (the source-check-runs row). */
export type RunCounts = { checked: number; unchanged: number; flagged: number; failed: number }

/** How the calls are checked: the request settings, and how many hosts at once. */
export type CheckSettings = FetchOptions & { now: Date; hosts: number }

/**
 * Checks every open call's source link (one request per host at a time, a few hosts at once)
 * and writes each outcome straight to the call's row: `payload.db.updateOne`, not
 * `payload.update`, so a check creates no version (versions are the call's public change
 * history) and does not touch `updatedAt` (the feed's "changed"). A call whose check fails
 * unexpectedly is logged and left as it was; the others go on.
 */
export async function checkCalls(payload: Payload, settings: CheckSettings): Promise<RunCounts> {
  const calls = await openCallsWithSource(payload, settings.now)
  const counts: RunCounts = { checked: 0, unchanged: 0, flagged: 0, failed: 0 }
  await byHost(
    calls,
    (call) => call.sourceUrl,
    settings.hosts,
    (origin) => readRobots(origin, settings),
    async (call, robotsOf) => {
      try {
        const result = await checkPage(call.sourceUrl, robotsOf, settings)
        const outcome = checkOutcome(call.sourceCheck, call.sourceUrl, result, settings.now)
        await payload.db.updateOne({
          collection: 'funding-calls',
          id: call.id,
          data: {
            // null keeps the row's updatedAt (the adapter's "no timestamp" signal).
            updatedAt: null,
            sourceCheck: outcome.sourceCheck,
            ...(outcome.lastVerified ? { lastVerified: outcome.lastVerified } : {}),
          },
          returning: false,
        })
        counts.checked += 1
        if (outcome.lastVerified) counts.unchanged += 1
        if (outcome.newlyFlagged) counts.flagged += 1
        if (outcome.sourceCheck.state === 'unreachable') counts.failed += 1
      } catch (error) {
        log('error', 'source check of a call failed', { callId: call.id, error: String(error) })
      }
    },
  )
  return counts
}
