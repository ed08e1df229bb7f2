import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'
import { log } from '@/server/log'
import { consume } from '@/server/rateLimit'

import type { CodeVersion } from '@/features/funding-calls/rules'

import type { LeadSource } from './collections/Leads'
import { validateContact, type ContactErrors } from './rules/validation'

/** Enquiries one address may send per ten minutes. */
export const contactLimit = { name: 'contact', points: 5, durationSeconds: 600 }

export type ContactResult =
  | { status: 'stored' }
  | { status: 'invalid'; errors: ContactErrors }
  | { status: 'limited'; retryAfterSeconds: number }
  | { status: 'error' }

/**
 * The contact form behind both the home page and POST /api/contact: rate limit, validation,
 * then the enquiry is stored as a lead; storing it queues the mail to the firm in the same
 * transaction. "stored" is only answered once the lead is in the database. A bot that fills
 * the honeypot gets the same answer and nothing is stored. An enquiry about a call ("ask about
 * this call" on a call's page, from a funding check's result) carries the call, which must
 * exist, and the checked activity code; the lead's channel is the page it was sent from.
 */
export async function submitContact(
  payload: Payload,
  locale: Locale,
  input: unknown,
  clientKey: string,
): Promise<ContactResult> {
  const limited = await consume(contactLimit, clientKey)
  if (!limited.ok) return { status: 'limited', retryAfterSeconds: limited.retryAfterSeconds }
  const checked = validateContact(input)
  if (!checked.ok) return { status: 'invalid', errors: checked.errors }
  if (checked.spam) {
    log('info', 'contact honeypot filled: enquiry dropped')
    return { status: 'stored' }
  }
  const { origin, ...enquiry } = checked.value
  if (enquiry.call !== undefined) {
    const exists = await callExists(payload, enquiry.call)
    if (exists === null) return { status: 'error' }
    if (!exists) return { status: 'invalid', errors: { call: 'call' } }
  }
  const stored = await storeLead(payload, locale, { ...enquiry, source: origin ?? 'contact' })
  return stored === null ? { status: 'error' } : { status: 'stored' }
}

/** Whether a funding call with this id exists; null when the database could not tell. */
async function callExists(payload: Payload, id: number): Promise<boolean | null> {
  try {
    const { totalDocs } = await payload.count({
      collection: 'funding-calls',
      where: { id: { equals: id } },
      overrideAccess: true,
    })
    return totalDocs > 0
  } catch (error) {
    log('error', 'enquiry: the call could not be looked up', { call: id, error: String(error) })
    return null
  }
}

/** What a channel knows of the person and their request when it becomes a lead. */
export type NewLead = {
  source: LeadSource
  firstName: string
  lastName?: string
  email: string
  company?: string
  message?: string
  job?: number
  cv?: number
  download?: number
  /** The call the person asked about (an enquiry or a booking from a call's page). */
  call?: number
  /** The activity code the person checked in the funding check, and its version. */
  code?: string
  codeVersion?: CodeVersion
  /** The booking this lead is (source "booking"). */
  booking?: number
}

/**
 * Stores a person's request as a lead; storing it queues the mail to the firm in the same
 * transaction (the Leads collection's hook). The lead's id once it is in the database, or null
 * when it could not be stored (logged; the caller tells the visitor and keeps their input).
 * Within `req`'s transaction when given (a booking and its lead are stored together).
 */
export async function storeLead(
  payload: Payload,
  locale: Locale,
  lead: NewLead,
  req?: PayloadRequest,
): Promise<number | null> {
  try {
    const doc = await payload.create({
      collection: 'leads',
      data: { ...lead, locale, delivery: { status: 'queued', attempts: 0 } },
      overrideAccess: true,
      req,
    })
    log('info', 'lead stored', { leadId: doc.id, source: lead.source })
    return doc.id
  } catch (error) {
    log('error', 'lead could not be stored', { source: lead.source, error: String(error) })
    return null
  }
}
