import { z } from 'zod'

import { isNkdCode, type CodeVersion } from '@/features/funding-calls/rules'
import { isEmailAddress } from '@/forms/email'
import { contactLimits, honeypotField, type ContactField } from '@/forms/limits'
import { readFields } from '@/forms/readFields'
import { hasForbiddenCharacters } from '@/forms/text'

import { codeVersions, enquiryOrigins, type EnquiryOrigin } from './enquiryContext'

export { contactLimits, honeypotField, type ContactField } from '@/forms/limits'

/** What an enquiry carries besides the visitor's words: where it was sent from, and about what. */
export type ContactContextField = 'call' | 'code' | 'codeVersion' | 'origin'

/** Why a contact field was refused; each has a message in every language. */
export type ContactProblem =
  | 'required'
  | 'email'
  | 'tooLong'
  | 'singleLine'
  | 'characters'
  | 'call'
  | 'code'
  | 'origin'
  | 'type'

export type ContactInput = {
  firstName: string
  lastName: string
  email: string
  company?: string
  message: string
  /** The funding call asked about (its id; that it exists is the service's to check). */
  call?: number
  /** The activity code checked in the funding check, with its classification version. */
  code?: string
  codeVersion?: CodeVersion
  /** The page the enquiry was sent from; the contact form's when not given. */
  origin?: EnquiryOrigin
}

export type ContactErrors = Partial<Record<ContactField | ContactContextField, ContactProblem>>

export type ContactValidation =
  | { ok: true; value: ContactInput; spam: boolean }
  | { ok: false; errors: ContactErrors }

const text = z.string().max(20_000).optional().default('')
/** A context value: a short text, empty when left out or null. */
const contextText = z
  .string()
  .max(100)
  .nullish()
  .transform((value) => value ?? '')
const shape = z.object({
  firstName: text,
  lastName: text,
  email: text,
  company: text,
  message: text,
  call: z.union([z.number(), z.string().max(100)]).nullish(),
  code: contextText,
  codeVersion: contextText,
  origin: contextText,
  [honeypotField]: text,
})

/** Largest id the databases' integer columns hold (PostgreSQL `integer`). */
const maxId = 2_147_483_647

/** A call's id as a form posts it (digits) or a script sends it (a number). */
const callId = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().positive().max(maxId))
const activityCode = z.string().refine(isNkdCode)
const codeVersion = z.enum(codeVersions)
const origin = z.enum(enquiryOrigins)

/**
 * The context of an enquiry (call, code and its version, origin), each optional: an empty value
 * is none. A code without a version is from NKD 2007; a version without a code is dropped.
 */
function checkContext(raw: z.infer<typeof shape>) {
  const errors: ContactErrors = {}
  const value: Pick<ContactInput, ContactContextField> = {}
  const call = typeof raw.call === 'string' ? raw.call.trim() : raw.call
  if (call !== undefined && call !== null && call !== '') {
    const parsed = callId.safeParse(call)
    if (parsed.success) value.call = parsed.data
    else errors.call = 'call'
  }
  const code = raw.code.trim()
  const version = raw.codeVersion.trim()
  if (code) {
    const parsedCode = activityCode.safeParse(code)
    const parsedVersion = codeVersion.safeParse(version || 'nkd2007')
    if (parsedCode.success && parsedVersion.success) {
      value.code = parsedCode.data
      value.codeVersion = parsedVersion.data
    } else errors[parsedCode.success ? 'codeVersion' : 'code'] = 'code'
  } else if (version && !codeVersion.safeParse(version).success) errors.codeVersion = 'code'
  const from = raw.origin.trim()
  if (from) {
    const parsed = origin.safeParse(from)
    if (parsed.success) value.origin = parsed.data
    else errors.origin = 'origin'
  }
  return { value, errors }
}

const lineBreak = /[\r\n\u2028\u2029]/

/**
 * Checks the contact form: first name, last name, e-mail and message required,
 * company optional; values trimmed; names, e-mail and company on one line; lengths bounded;
 * no control or text-direction characters in any field (src/forms/text.ts). The context is
 * optional: a call's id (a positive whole number), the checked activity code (NN.NN, as the
 * funding check takes it) with its version (nkd2007 or nkd2025), and the origin (contact, call,
 * funding-check or assistant).
 * A field of the wrong type (a number where text belongs) is refused as such, and a body that
 * is not an object counts as empty fields. A filled honeypot marks the enquiry as spam
 * (answered like success, never stored).
 */
export function validateContact(input: unknown): ContactValidation {
  const { raw, problems } = readFields(shape, input)
  const value = {
    firstName: raw.firstName.trim(),
    lastName: raw.lastName.trim(),
    email: raw.email.trim(),
    company: raw.company.trim(),
    message: raw.message.trim(),
  }
  const errors: ContactErrors = {}
  for (const field of ['firstName', 'lastName', 'email', 'company', 'message'] as const) {
    const current = value[field]
    if (!current) {
      if (field !== 'company') errors[field] = 'required'
    } else if (current.length > contactLimits[field]) errors[field] = 'tooLong'
    else if (field !== 'message' && lineBreak.test(current)) errors[field] = 'singleLine'
    else if (hasForbiddenCharacters(current, { multiline: field === 'message' })) {
      errors[field] = 'characters'
    }
  }
  if (!errors.email && value.email && !isEmailAddress(value.email)) errors.email = 'email'
  const context = checkContext(raw)
  Object.assign(errors, context.errors)
  for (const [field, problem] of Object.entries(problems)) {
    if (field !== honeypotField) errors[field as keyof ContactErrors] = problem
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  const { company, ...rest } = value
  return {
    ok: true,
    value: { ...(company ? { ...rest, company } : rest), ...context.value },
    spam: raw[honeypotField].trim() !== '' || honeypotField in problems,
  }
}
