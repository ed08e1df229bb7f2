import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
  type TypedUser,
} from 'payload'

import {
  workOn,
  type Found,
  type PersonalDataHolder,
  type Refusal,
  type Row,
} from '@/core/personalData'
import { normaliseEmail } from '@/forms/email'

import { subjectKey } from './address'
import { recordPrivacyRequest, type PrivacyCounts } from './audit'
import { personalDataHolders } from './holders'

/** Everything held about one address, by collection (every holder, empty ones too). */
export async function findPersonalData(
  payload: Payload,
  email: string,
  req?: PayloadRequest,
): Promise<Found> {
  const work = { payload, address: normaliseEmail(email), req }
  const found: Found = {}
  for (const holder of await personalDataHolders()) {
    found[holder.collection] = await holder.find(workOn(work, holder), found)
  }
  return found
}

/** How many records each holder's collection has, in the holders' order. */
export const countsOf = (holders: PersonalDataHolder[], found: Found): Record<string, number> =>
  Object.fromEntries(holders.map(({ collection }) => [collection, found[collection]?.length ?? 0]))

/** The first record that erasure must not touch (a staff member's), or null. */
export function refusalOf(
  holders: PersonalDataHolder[],
  found: Found,
  email: string,
): Refusal | null {
  const address = normaliseEmail(email)
  for (const holder of holders) {
    for (const row of found[holder.collection] ?? []) {
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
  await audit(payload, 'find', email, countsOf(await personalDataHolders(), found), user)
  return found
}

export type PersonalDataExport = {
  address: string
  exportedAt: string
  /** Every record found, by collection, with the fields its collection exports. */
  records: Record<string, Row[]>
}

/** The file for the person: every record found, by collection; recorded in the audit. */
export async function exportPersonalData(
  payload: Payload,
  email: string,
  user: TypedUser,
  now = new Date(),
): Promise<PersonalDataExport> {
  const found = await findPersonalData(payload, email)
  await audit(payload, 'export', email, countsOf(await personalDataHolders(), found), user)
  return { address: normaliseEmail(email), exportedAt: now.toISOString(), records: found }
}

export type EraseResult =
  | { status: 'erased'; counts: Record<string, number> }
  | { status: 'refused'; refusal: Refusal }

/**
 * Erases what is held about `email`: each collection's records deleted or anonymised
 * (each feature's personalData; a booking's mails still queued for the person are dropped), and the erasure
 * recorded in the audit, all in one transaction on PostgreSQL. SQLite has none here: each step is written at
 * once, and a failed erasure, run again, finds and erases what is left. Bookings still ahead
 * are cancelled first (a holder's prepare), through the booking feature (the adviser is told). Nothing is done when
 * the address is a staff member's: an account of the firm is handled in Users and Advisers.
 */
export async function erasePersonalData(
  payload: Payload,
  email: string,
  user: TypedUser,
  now = new Date(),
): Promise<EraseResult> {
  const address = normaliseEmail(email)
  const holders = await personalDataHolders()
  const found = await findPersonalData(payload, address)
  const refusal = refusalOf(holders, found, address)
  if (refusal) return { status: 'refused', refusal }
  const counts = countsOf(holders, found)

  for (const holder of holders) await holder.prepare?.(payload, found[holder.collection] ?? [], now)

  const req = await createLocalReq({ user, context: { disableRevalidate: true } }, payload)
  await initTransaction(req)
  try {
    const work = { payload, address, req }
    for (const holder of holders) {
      await holder.erase(workOn(work, holder), found[holder.collection] ?? [])
    }
    await audit(payload, 'erase', address, counts, user, req)
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  return { status: 'erased', counts }
}
