import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'
import { log } from '@/server/log'
import { consume } from '@/server/rateLimit'

import type { LeadSource } from './collections/Leads'
import { validateContact, type ContactField, type ContactProblem } from './rules/validation'

/** Enquiries one address may send per ten minutes. */
export const contactLimit = { name: 'contact', points: 5, durationSeconds: 600 }

export type ContactResult =
  | { status: 'stored' }
  | { status: 'invalid'; errors: Partial<Record<ContactField, ContactProblem>> }
  | { status: 'limited'; retryAfterSeconds: number }
  | { status: 'error' }

/**
 * The contact form behind both the home page and POST /api/contact: rate limit, validation,
 * then the enquiry is stored as a lead; storing it queues the mail to the firm in the same
 * transaction. "stored" is only answered once the lead is in the database. A bot that fills
 * the honeypot gets the same answer and nothing is stored.
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
  const stored = await storeLead(payload, locale, { ...checked.value, source: 'contact' })
  return stored === null ? { status: 'error' } : { status: 'stored' }
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
  /** The call the person asked about (a booking from a call's page). */
  call?: number
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
