import { sql } from 'drizzle-orm'
import type {
  CollectionAfterChangeHook,
  CollectionBeforeDeleteHook,
  CollectionConfig,
} from 'payload'

import { callStatus } from '@/features/funding-calls/rules'
import type { FundingCall } from '@/payload-types'

import { materialChanges } from '../rules/events'
import { rows } from '@/server/sql'

import { callSnapshot } from './callFacts'
import { recordEvent } from './recordEvent'

/**
 * A saved call's alert events, in the save's transaction: a new call that is open or
 * forthcoming is "published"; a later save that changes the deadline, the amounts, the
 * applicants, the counties or the codes of a call not yet closed is "changed" (keyed by the
 * save's time, so each such save is one event and an unchanged second save none).
 */
const recordCallEvents: CollectionAfterChangeHook<FundingCall> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (req.context?.alerts === false) return doc
  if (callStatus(doc) === 'closed') return doc
  if (operation === 'create') {
    await recordEvent(req.payload, { call: doc.id, kind: 'published', key: 'published' }, req)
    return doc
  }
  const changes = materialChanges(callSnapshot(previousDoc), callSnapshot(doc))
  if (changes.length > 0) {
    await recordEvent(
      req.payload,
      { call: doc.id, kind: 'changed', key: doc.updatedAt, changes },
      req,
    )
  }
  return doc
}

/**
 * A deleted call's events and deliveries go with it, and the alerts that only followed it:
 * before the call's row goes (in the delete's transaction on PostgreSQL), since its delete
 * empties their `call` (ON DELETE SET NULL), which would leave deliveries of no call and turn
 * a follower into an alert for every call.
 */
const forgetCallEvents: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'alerts',
    where: { call: { equals: id } },
    overrideAccess: true,
    req,
  })
  await rows(req.payload, sql`DELETE FROM alert_deliveries WHERE call_id = ${id}`, req)
  await rows(req.payload, sql`DELETE FROM alert_events WHERE call_id = ${id}`, req)
}

/**
 * The funding calls collection with the alerts' hooks added (see src/payload.config.ts), and
 * in its /admin sidebar how many subscribers found the call not relevant: the calls feature
 * knows nothing of alerts; alerts listen to its saves.
 */
export function withCallAlerts(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    fields: [
      ...collection.fields,
      {
        name: 'alertsNotRelevant',
        type: 'ui',
        admin: {
          position: 'sidebar',
          components: { Field: '/features/alerts/admin/NotRelevantCount#NotRelevantCount' },
        },
      },
    ],
    hooks: {
      ...hooks,
      afterChange: [...(hooks.afterChange ?? []), recordCallEvents as CollectionAfterChangeHook],
      beforeDelete: [...(hooks.beforeDelete ?? []), forgetCallEvents],
    },
  }
}
