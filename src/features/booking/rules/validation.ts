import { z } from 'zod'

import { isActivityCode, type CodeVersion } from '@/features/funding-calls/rules'
import { isEmailAddress, normaliseEmail } from '@/forms/email'
import { honeypotField } from '@/forms/limits'
import { readFields } from '@/forms/readFields'
import { hasForbiddenCharacters } from '@/forms/text'

import { bookingFields, type BookingField } from './fields'
import { bookingLimits } from './limits'

export type { BookingField }

/** Why a booking field was refused; each has a message in every language (Booking.problem). */
export type BookingProblem =
  | 'required'
  | 'tooLong'
  | 'email'
  | 'phone'
  | 'characters'
  | 'start'
  | 'consent'
  | 'call'
  | 'code'
  | 'type'
  /** The address already holds the most upcoming consultations it may (the service's check). */
  | 'upcoming'

/** What a visitor books: a slot's start and who they are, with the call or code it is about. */
export type BookingInput = {
  start: Date
  name: string
  email: string
  phone: string
  company: string
  topic: string
  call: number | null
  code: string | null
  version: CodeVersion
}

export type BookingValidation =
  | { ok: true; value: BookingInput; spam: boolean }
  | { ok: false; errors: Partial<Record<BookingField, BookingProblem>> }

const text = z.string().max(20_000).optional().default('')
const shape = z.object({
  start: text,
  name: text,
  email: text,
  phone: text,
  company: text,
  topic: text,
  consent: z.union([z.boolean(), z.string().max(10)]).optional(),
  call: z.union([text, z.number()]).optional(),
  code: text,
  version: text,
  [honeypotField]: text,
})

const lineBreak = /[\r\n\u2028\u2029]/
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/

/** A slot's start as posted (ISO 8601 with its offset), or null. */
export function slotStart(value: unknown): Date | null {
  if (typeof value !== 'string' || !isoInstant.test(value.trim())) return null
  const date = new Date(value.trim())
  return Number.isNaN(date.getTime()) ? null : date
}

/** A phone number as people write it: digits with spaces, dashes, dots, slashes, brackets, +. */
function isPhone(value: string): boolean {
  return /^\+?[\d\s()./-]{6,30}$/.test(value) && value.replace(/\D/g, '').length >= 6
}

/**
 * Checks the booking form: a slot's start, name, e-mail, phone and topic required, company
 * optional, the privacy consent given; values trimmed; single-line fields on one line; lengths
 * bounded; no control or text-direction characters. The call (an id) and the activity code
 * carried from where the visitor came are checked for shape here, the call's existence by the
 * service. A field of the wrong type (a number where text belongs) is refused as such, and a
 * body that is not an object counts as empty fields; a filled honeypot marks the booking as
 * spam (answered like success by the caller, never stored).
 */
export function validateBooking(input: unknown): BookingValidation {
  const { raw, problems } = readFields(shape, input)
  const errors: Partial<Record<BookingField, BookingProblem>> = {}
  const start = slotStart(raw.start)
  if (!start) errors.start = 'start'
  const fields = {
    name: raw.name.trim(),
    email: normaliseEmail(raw.email),
    phone: raw.phone.trim(),
    company: raw.company.trim(),
    topic: raw.topic.trim(),
  }
  for (const field of ['name', 'email', 'phone', 'company', 'topic'] as const) {
    const value = fields[field]
    if (!value) {
      if (field !== 'company') errors[field] = 'required'
    } else if (value.length > bookingLimits[field]) errors[field] = 'tooLong'
    else if (field !== 'topic' && lineBreak.test(value)) errors[field] = 'characters'
    else if (hasForbiddenCharacters(value, { multiline: field === 'topic' })) {
      errors[field] = 'characters'
    } else if (field === 'email' && !isEmailAddress(value)) errors.email = 'email'
    else if (field === 'phone' && !isPhone(value)) errors.phone = 'phone'
  }
  if (!(raw.consent === true || raw.consent === 'on' || raw.consent === 'true')) {
    errors.consent = 'consent'
  }
  const callText = typeof raw.call === 'number' ? String(raw.call) : (raw.call ?? '').trim()
  if (callText && !/^\d{1,10}$/.test(callText)) errors.call = 'call'
  const code = raw.code.trim()
  if (code && !isActivityCode(code)) errors.code = 'code'
  const version: CodeVersion = raw.version === 'nkd2025' ? 'nkd2025' : 'nkd2007'
  for (const [field, problem] of Object.entries(problems)) {
    if ((bookingFields as readonly string[]).includes(field))
      errors[field as BookingField] = problem
  }
  if (Object.keys(errors).length > 0 || !start) return { ok: false, errors }
  return {
    ok: true,
    spam: raw[honeypotField].trim() !== '' || honeypotField in problems,
    value: {
      start,
      ...fields,
      call: callText ? Number(callText) : null,
      code: code || null,
      version,
    },
  }
}

/** A validated booking's details as a booking row holds them. */
export function bookingDetails(value: BookingInput) {
  return {
    name: value.name,
    email: value.email,
    phone: value.phone,
    company: value.company || null,
    topic: value.topic,
    call: value.call,
    code: value.code,
    codeVersion: value.code ? value.version : null,
  }
}
