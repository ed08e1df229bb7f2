import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { log } from '@/server/log'
import { consume } from '@/server/rateLimit'

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
  try {
    const lead = await payload.create({
      collection: 'leads',
      data: { ...checked.value, locale, delivery: { status: 'queued', attempts: 0 } },
      overrideAccess: true,
    })
    log('info', 'enquiry stored', { leadId: lead.id })
    return { status: 'stored' }
  } catch (error) {
    log('error', 'enquiry could not be stored', { error: String(error) })
    return { status: 'error' }
  }
}
