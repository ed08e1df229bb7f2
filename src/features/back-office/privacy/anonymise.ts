import type { Payload, PayloadRequest } from 'payload'

import { bookingToken, cancelBooking } from '@/features/booking'
import { relationId } from '@/lib/relationId'

import { anonymising } from '../pipeline/hooks'
import { anonymousPerson } from '../rules'

/** The address an anonymised record keeps (rules/retention.ts: a reserved `.invalid` domain). */
export const anonymousAddress = anonymousPerson.email

/** What an anonymised lead keeps of the person: nothing that names or reaches them. */
const anonymousLead = { ...anonymousPerson, email: anonymousAddress, notes: null, cv: null }

/** What an anonymised booking keeps of the person: the placeholders of an anonymised lead. */
export const anonymousBooking = {
  name: anonymousPerson.firstName,
  company: null,
  email: anonymousAddress,
  phone: anonymousPerson.firstName,
  topic: anonymousPerson.firstName,
} as const

/** A save by the server itself: no cache to expire (nothing public shows a lead or booking). */
const quiet = { disableRevalidate: true }

type Touched = { cv: boolean; booking: boolean }

/**
 * A booking still ahead that holds its slot is cancelled through the booking feature: its slot
 * is freed and the adviser is sent the CANCEL. Not inside a transaction: the booking feature
 * writes on its own, so an erasure cancels before it opens its transaction.
 */
export async function cancelIfAhead(payload: Payload, id: number, now: Date): Promise<boolean> {
  const booking = await payload.findByID({
    collection: 'bookings',
    id,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  if (booking.status !== 'booked' || Date.parse(booking.start) <= now.getTime()) return false
  // By staff: not counted against the address's booking mails, never refused for them.
  const result = await cancelBooking(payload, bookingToken(payload, booking), now, 'staff')
  if (result.status !== 'cancelled') {
    throw new Error(`booking ${id} could not be cancelled (${result.status})`)
  }
  return true
}

/**
 * The booking mails still queued for the visitor (a cancellation's CANCEL, the reminder): they
 * would go to an address no longer held. The adviser's mails stay queued.
 */
async function dropVisitorMails(payload: Payload, booking: number, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'send-booking-mail' } },
        { completedAt: { exists: false } },
        { processing: { not_equals: true } },
      ],
    },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const drop = docs
    .filter((job) => {
      const input = job.input as { bookingId?: unknown; to?: unknown } | null
      return input?.to === 'visitor' && Number(input.bookingId) === booking
    })
    .map((job) => job.id)
  if (drop.length === 0) return
  await payload.delete({
    collection: 'payload-jobs',
    where: { id: { in: drop } },
    overrideAccess: true,
    req,
  })
}

/**
 * The person's details on a booking replaced by placeholders (the topic they wrote too: it may
 * name them), and the mails still queued for them dropped; the slot, adviser, call and status
 * stay for the firm's figures.
 */
export async function anonymiseBooking(payload: Payload, id: number, req?: PayloadRequest) {
  await payload.update({
    collection: 'bookings',
    id,
    data: anonymousBooking,
    depth: 0,
    overrideAccess: true,
    context: quiet,
    req,
  })
  await dropVisitorMails(payload, id, req)
}

/**
 * Anonymises a lead, for erasure on request and for the retention period alike: the person's
 * name, address, company and message (`anonymousPerson`) and the adviser's notes about them go,
 * its CV is deleted, and its booking loses the person's details too. The stage, channel, call,
 * activity code and dates stay for the firm's figures (a booking still ahead is cancelled
 * first, see cancelIfAhead). The lead's timeline records it with
 * `reason` (pipeline/hooks.ts, context flag `anonymising`), inside `req`'s transaction when
 * given.
 */
export async function anonymiseLead(
  payload: Payload,
  id: number,
  reason: string,
  req?: PayloadRequest,
): Promise<Touched> {
  const lead = await payload.findByID({
    collection: 'leads',
    id,
    depth: 0,
    select: { cv: true, booking: true },
    overrideAccess: true,
    req,
  })
  const cv = relationId(lead.cv)
  const booking = relationId(lead.booking)
  await payload.update({
    collection: 'leads',
    id,
    data: anonymousLead,
    depth: 0,
    overrideAccess: true,
    context: { ...quiet, [anonymising]: reason },
    req,
  })
  if (cv !== null) {
    await payload.delete({
      collection: 'application-files',
      where: { id: { equals: cv } },
      overrideAccess: true,
      context: quiet,
      req,
    })
  }
  if (booking !== null) {
    // An erasure has cancelled it already; the retention round cancels one still ahead here.
    await cancelIfAhead(payload, booking, new Date())
    await anonymiseBooking(payload, booking, req)
  }
  return { cv: cv !== null, booking: booking !== null }
}
