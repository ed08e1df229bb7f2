import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { recordLeadEvent, staffId } from '@/features/back-office'
import type { Booking } from '@/payload-types'
import { relationId } from '@/lib/relationId'

import { reminderHours, type BookingMailKind } from '../../rules/bookingValues'
import { zagrebZone } from '@/lib/zagreb'

/**
 * A booking being cancelled (by its link or in /admin) gives up its slot: the unique key is
 * cleared so the time can be booked again, and the invitation's SEQUENCE goes up for the CANCEL.
 */
export const markCancelled: CollectionBeforeChangeHook<Booking> = ({
  data,
  originalDoc,
  operation,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  if (data.status === 'cancelled' && originalDoc.status !== 'cancelled') {
    data.slotKey = null
    data.sequence = (originalDoc.sequence ?? 0) + 1
    data.cancelledAt = new Date().toISOString()
  }
  return data
}

async function queueMail(
  req: PayloadRequest,
  input: {
    bookingId: number
    kind: BookingMailKind
    to: 'visitor' | 'adviser'
    adviserId?: number
    start?: string
  },
  waitUntil?: Date,
) {
  await req.payload.jobs.queue({ task: 'send-booking-mail', input, req, waitUntil })
}

/**
 * The reminder, a day before the meeting, queued to wait until then; a moved booking queues a
 * new one, and the old one finds the start changed and sends nothing. Not for a meeting booked
 * less than a day ahead (its confirmation has just arrived).
 */
async function queueReminder(req: PayloadRequest, booking: Booking) {
  const at = Date.parse(booking.start) - reminderHours * 3_600_000
  if (at <= Date.now()) return
  await queueMail(
    req,
    { bookingId: booking.id, kind: 'reminder', to: 'visitor', start: booking.start },
    new Date(at),
  )
}

/**
 * Queues a booking's mails in the save's transaction: on booking, an invitation (REQUEST) to
 * the visitor and to the adviser, and the reminder; on a move, the updated invitation to both
 * (and a CANCEL to an adviser it leaves); on cancelling, a CANCEL to both.
 */
export const queueBookingMails: CollectionAfterChangeHook<Booking> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const adviserId = relationId(doc.adviser) ?? undefined
  const bookingId = doc.id
  if (operation === 'create') {
    await queueMail(req, { bookingId, kind: 'booked', to: 'visitor' })
    await queueMail(req, { bookingId, kind: 'booked', to: 'adviser', adviserId })
    await queueReminder(req, doc)
    return doc
  }
  if (doc.status === 'cancelled' && previousDoc?.status !== 'cancelled') {
    await queueMail(req, { bookingId, kind: 'cancelled', to: 'visitor' })
    await queueMail(req, { bookingId, kind: 'cancelled', to: 'adviser', adviserId })
    return doc
  }
  const previousAdviser = relationId(previousDoc?.adviser)
  if (
    doc.status === 'booked' &&
    previousDoc &&
    Date.parse(doc.start) !== Date.parse(previousDoc.start)
  ) {
    await queueMail(req, { bookingId, kind: 'moved', to: 'visitor' })
    await queueMail(req, { bookingId, kind: 'moved', to: 'adviser', adviserId })
    if (previousAdviser !== null && previousAdviser !== adviserId) {
      await queueMail(req, {
        bookingId,
        kind: 'cancelled',
        to: 'adviser',
        adviserId: previousAdviser,
        start: previousDoc.start,
      })
    }
    await queueReminder(req, doc)
  }
  return doc
}

const meetingTime = new Intl.DateTimeFormat('hr-HR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: zagrebZone,
})

/** What a change of the booking means for its lead, in Croatian (the timeline's language). */
function bookingChange(doc: Booking, previousDoc: Booking | undefined): string | null {
  if (!previousDoc) return null
  if (doc.status !== previousDoc.status) {
    if (doc.status === 'cancelled') return 'Rezervacija konzultacija otkazana'
    if (doc.status === 'held') return 'Konzultacije održane'
    if (doc.status === 'no-show') return 'Posjetitelj nije došao na konzultacije'
  }
  if (Date.parse(doc.start) !== Date.parse(previousDoc.start)) {
    return `Konzultacije premještene na ${meetingTime.format(new Date(doc.start))}`
  }
  return null
}

/**
 * Notes a booking's move, cancellation, held meeting or no-show on its lead's timeline, in the
 * save's transaction, with who did it (an adviser in /admin; nobody for the visitor's link).
 */
export const recordOnLead: CollectionAfterChangeHook<Booking> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const summary = operation === 'update' ? bookingChange(doc, previousDoc) : null
  if (!summary) return doc
  const { docs } = await req.payload.find({
    collection: 'leads',
    where: { booking: { equals: doc.id } },
    depth: 0,
    limit: 1,
    select: { source: true },
    overrideAccess: true,
    req,
  })
  if (docs[0]) {
    await recordLeadEvent(
      req.payload,
      { lead: docs[0].id, kind: 'booking', summary, by: staffId(req) },
      req,
    )
  }
  return doc
}
