import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionBeforeValidateHook,
} from 'payload'

import { relationId } from '@/lib/relationId'
import type { Lead } from '@/payload-types'

import { recordLeadEvent, staffId, staffName } from '../timeline/recordEvent'

import { lostReasonLabels, stageLabels } from './fields'

/** Context flag of the server's own anonymising update (retention, erasure). */
export const anonymising = 'backOfficeAnonymising'

const sourceNames: Record<string, string> = {
  contact: 'kontakt obrazac',
  call: 'pitanje o natječaju',
  'funding-check': 'rezultati provjere financiranja',
  assistant: 'asistent',
  booking: 'rezervacija konzultacija',
  application: 'prijava za posao',
  download: 'preuzimanje materijala',
}

const day = (value: string | null | undefined) =>
  value ? value.slice(0, 10).split('-').reverse().join('. ') + '.' : 'bez datuma'

/** A lead that is not lost keeps no reason for being lost. */
export const clearLostReason: CollectionBeforeValidateHook<Lead> = ({ data }) => {
  if (data && data.stage !== undefined && data.stage !== 'lost') data.lostReason = null
  return data
}

type Tracked = Pick<Lead, 'stage' | 'adviser' | 'followUp' | 'notes' | 'lostReason'> & {
  delivery?: { status?: string | null } | null
}

const changed = (data: Partial<Tracked>, before: Tracked | undefined) => ({
  stage: data.stage !== undefined && data.stage !== before?.stage,
  lostReason:
    data.lostReason !== undefined && (data.lostReason ?? null) !== (before?.lostReason ?? null),
  adviser: data.adviser !== undefined && relationId(data.adviser) !== relationId(before?.adviser),
  followUp:
    data.followUp !== undefined &&
    (data.followUp?.slice(0, 10) ?? null) !== (before?.followUp?.slice(0, 10) ?? null),
  notes: data.notes !== undefined && (data.notes ?? '') !== (before?.notes ?? ''),
  mail: data.delivery?.status !== undefined && data.delivery.status !== before?.delivery?.status,
})

/**
 * The server keeps a lead's activity: a new lead starts at its stage (a booking has its meeting
 * booked) and is active now; a change of stage, adviser, follow-up, notes or mail makes it
 * active again; nothing else moves the date, and no request sets it or the anonymised date.
 */
export const trackActivity: CollectionBeforeChangeHook<Lead> = ({
  data,
  originalDoc,
  operation,
  context,
}) => {
  const now = new Date().toISOString()
  if (operation === 'create') {
    return {
      ...data,
      stage:
        data.source === 'booking' && (!data.stage || data.stage === 'new')
          ? 'meeting'
          : (data.stage ?? 'new'),
      lastActivityAt: now,
      anonymisedAt: null,
    }
  }
  const change = changed(data, originalDoc)
  const active = Object.values(change).some(Boolean)
  return {
    ...data,
    lastActivityAt: active ? now : (originalDoc?.lastActivityAt ?? now),
    anonymisedAt: context[anonymising] ? now : (originalDoc?.anonymisedAt ?? null),
  }
}

/**
 * Writes the lead's timeline in the same transaction as the change: how it came in, and each
 * change of stage, adviser, follow-up date, notes and the mail to the firm, with who did it.
 */
export const recordChanges: CollectionAfterChangeHook<Lead> = async ({
  doc,
  previousDoc,
  operation,
  req,
  context,
}) => {
  const by = staffId(req)
  const lead = doc.id
  if (operation === 'create') {
    const via = sourceNames[doc.source] ?? doc.source
    await recordLeadEvent(
      req.payload,
      { lead, kind: 'created', summary: `Upit zaprimljen: ${via}`, by },
      req,
    )
    return doc
  }
  if (context[anonymising]) {
    await recordLeadEvent(
      req.payload,
      {
        lead,
        kind: 'anonymised',
        summary: String(context[anonymising]),
        by,
      },
      req,
    )
    return doc
  }
  const change = changed(doc, previousDoc)
  if (change.stage || (doc.stage === 'lost' && change.lostReason)) {
    const to = stageLabels[doc.stage ?? 'new'].hr
    const from = previousDoc?.stage ? stageLabels[previousDoc.stage].hr : '—'
    const reason =
      doc.stage === 'lost' && doc.lostReason ? ` (${lostReasonLabels[doc.lostReason].hr})` : ''
    await recordLeadEvent(
      req.payload,
      {
        lead,
        kind: 'stage',
        summary: `Faza: ${from} → ${to}${reason}`,
        by,
      },
      req,
    )
  }
  if (change.adviser) {
    const adviser = relationId(doc.adviser)
    const name = adviser === null ? 'nitko' : await staffName(req.payload, adviser, req)
    await recordLeadEvent(
      req.payload,
      { lead, kind: 'adviser', summary: `Savjetnik: ${name}`, by },
      req,
    )
  }
  if (change.followUp) {
    await recordLeadEvent(
      req.payload,
      {
        lead,
        kind: 'followUp',
        summary: `Sljedeći kontakt: ${day(doc.followUp)}`,
        by,
      },
      req,
    )
  }
  if (change.notes) {
    await recordLeadEvent(
      req.payload,
      { lead, kind: 'note', summary: 'Bilješke izmijenjene', by },
      req,
    )
  }
  if (change.mail && (doc.delivery?.status === 'sent' || doc.delivery?.status === 'failed')) {
    const summary =
      doc.delivery.status === 'sent'
        ? 'E-mail s upitom poslan uredu'
        : `E-mail s upitom nije poslan: ${doc.delivery.lastError ?? 'nepoznata pogreška'}`
    await recordLeadEvent(req.payload, { lead, kind: 'mail', summary, by }, req)
  }
  return doc
}
