import type { Payload } from 'payload'

import type { Env } from '@/server/env'
import { log } from '@/server/log'

import { fanOutPending } from '../events/fanOut'
import { recordTimedEvents } from '../events/timedEvents'
import { sendDue, type SendReport } from '../send/sendDue'

export type RoundReport = { events: number; queued: number; expired: number } & SendReport

/** An alert never confirmed is deleted after this long (privacy page). */
export const pendingAlertDays = 30

/** Deletes the alerts whose address never confirmed them within pendingAlertDays. */
async function deleteUnconfirmed(payload: Payload, now: Date): Promise<number> {
  const before = new Date(now.getTime() - pendingAlertDays * 24 * 60 * 60 * 1000)
  const { docs } = await payload.delete({
    collection: 'alerts',
    where: {
      and: [{ status: { equals: 'pending' } }, { createdAt: { less_than: before.toISOString() } }],
    },
    overrideAccess: true,
  })
  return docs.length
}

/**
 * One round of the alerts: delete alerts never confirmed within 30 days, record the openings
 * and reminders due, turn every new event into deliveries, and mail what is due. Any number of instances and workers may run rounds at
 * once: events are unique, a fan-out is leased and its deliveries unique, a mail's deliveries
 * are taken by one sender.
 */
export async function runAlertRound(
  payload: Payload,
  env: Pick<Env, 'SITE_URL' | 'MAIL_FROM' | 'ALERTS_SEND_PER_MINUTE'>,
  now = new Date(),
): Promise<RoundReport> {
  const expired = await deleteUnconfirmed(payload, now)
  const events = await recordTimedEvents(payload, now)
  const queued = await fanOutPending(payload, now)
  const sent = await sendDue(payload, env, now)
  return { events, queued, expired, ...sent }
}

export type AlertLoop = { stop: () => Promise<void> }

/**
 * Runs a round every ALERTS_INTERVAL_SECONDS (at once again while mail is still due and not
 * throttled) until stopped; inside the app with JOBS_AUTORUN and in `npm run worker`. Instant
 * alerts thus go out within a minute or two of their event, well inside the 15 minutes promised.
 */
export function startAlertLoop(
  payload: Payload,
  env: Pick<
    Env,
    | 'SITE_URL'
    | 'MAIL_FROM'
    | 'ALERTS_SEND_PER_MINUTE'
    | 'ALERTS_INTERVAL_SECONDS'
    | 'ALERTS_ENABLED'
  >,
): AlertLoop {
  let running = env.ALERTS_ENABLED
  let wake: (() => void) | undefined
  const done = (async () => {
    while (running) {
      let again = false
      try {
        const round = await runAlertRound(payload, env)
        again = round.sent >= 200 && !round.throttled
      } catch (error) {
        log('error', 'alert round failed', { error: String(error) })
      }
      if (again || !running) continue
      await new Promise<void>((resolve) => {
        wake = resolve
        setTimeout(resolve, env.ALERTS_INTERVAL_SECONDS * 1000).unref?.()
      })
    }
  })()
  return {
    stop: async () => {
      running = false
      wake?.()
      await done
    },
  }
}
