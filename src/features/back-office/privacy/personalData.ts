import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
  type TypedUser,
} from 'payload'

import { normaliseEmail } from '@/forms/email'

import { subjectKey } from './address'
import { cancelIfAhead } from './anonymise'
import { recordPrivacyRequest, type PrivacyCounts } from './audit'
import { holders, type Found, type HolderSlug, type Refusal, type Row } from './holders'

/** Everything held about one address, by collection (every holder, empty ones too). */
export async function findPersonalData(
  payload: Payload,
  email: string,
  req?: PayloadRequest,
): Promise<Found> {
  const work = { payload, address: normaliseEmail(email), req }
  const found: Partial<Found> = {}
  for (const holder of holders) found[holder.collection] = await holder.find(work, found)
  return found as Found
}

export const countsOf = (found: Found): Record<HolderSlug, number> =>
  Object.fromEntries(
    holders.map(({ collection }) => [collection, found[collection].length]),
  ) as Record<HolderSlug, number>

/** The first record that erasure must not touch (a staff member's), or null. */
export function refusalOf(found: Found, email: string): Refusal | null {
  const address = normaliseEmail(email)
  for (const holder of holders) {
    for (const row of found[holder.collection]) {
      const refusal = holder.refusal?.(row, address)
      if (refusal) return refusal
    }
  }
  return null
}

const staffId = (user: TypedUser | null | undefined) =>
  user && typeof user.id === 'number' ? user.id : null

/** The audit line of a request about `email`: its keyed hash, the counts, who and when. */
const audit = (
  payload: Payload,
  action: 'find' | 'export' | 'erase',
  email: string,
  counts: PrivacyCounts,
  user: TypedUser | null | undefined,
  req?: PayloadRequest,
) =>
  recordPrivacyRequest(
    payload,
    { action, subject: subjectKey(payload.secret, email), counts, by: staffId(user) },
    req,
  )

/** Finds what is held about `email` and records the search in the audit. */
export async function findAndRecord(payload: Payload, email: string, user: TypedUser) {
  const found = await findPersonalData(payload, email)
  await audit(payload, 'find', email, countsOf(found), user)
  return found
}

export type PersonalDataExport = {
  address: string
  exportedAt: string
  /** Every record found, by collection, with the fields its collection exports. */
  records: Record<HolderSlug, Row[]>
}

/** The file for the person: every record found, by collection; recorded in the audit. */
export async function exportPersonalData(
  payload: Payload,
  email: string,
  user: TypedUser,
  now = new Date(),
): Promise<PersonalDataExport> {
  const found = await findPersonalData(payload, email)
  await audit(payload, 'export', email, countsOf(found), user)
  return { address: normaliseEmail(email), exportedAt: now.toISOString(), records: found }
}

export type EraseResult =
  | { status: 'erased'; counts: Record<HolderSlug, number> }
  | { status: 'refused'; refusal: Refusal }

/**
 * Erases what is held about `email`: each collection's records deleted or anonymised
 * (holders.ts; a booking's mails still queued for the person are dropped), and the erasure
 * recorded in the audit, all in one transaction on PostgreSQL. SQLite has none here: each step is written at
 * once, and a failed erasure, run again, finds and erases what is left. Bookings still ahead
 * are cancelled first, through the booking feature (the adviser is told). Nothing is done when
 * the address is a staff member's: an account of the firm is handled in Users and Advisers.
 */
export async function erasePersonalData(
  payload: Payload,
  email: string,
  user: TypedUser,
  now = new Date(),
): Promise<EraseResult> {
  const address = normaliseEmail(email)
  const found = await findPersonalData(payload, address)
  const refusal = refusalOf(found, address)
  if (refusal) return { status: 'refused', refusal }
  const counts = countsOf(found)

  for (const booking of found.bookings) await cancelIfAhead(payload, booking.id, now)

  const req = await createLocalReq({ user, context: { disableRevalidate: true } }, payload)
  await initTransaction(req)
  try {
    const work = { payload, address, req }
    for (const holder of holders) await holder.erase(work, found[holder.collection])
    await audit(payload, 'erase', address, counts, user, req)
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  return { status: 'erased', counts }
}
