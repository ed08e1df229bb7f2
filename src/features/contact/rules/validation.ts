import { z } from 'zod'

import { isEmailAddress } from '@/forms/email'
import { contactLimits, honeypotField, type ContactField } from '@/forms/limits'
import { hasForbiddenCharacters } from '@/forms/text'

export { contactLimits, honeypotField, type ContactField } from '@/forms/limits'

/** Why a contact field was refused; each has a message in every language. */
export type ContactProblem = 'required' | 'email' | 'tooLong' | 'singleLine' | 'characters'

export type ContactInput = {
  firstName: string
  lastName: string
  email: string
  company?: string
  message: string
}

export type ContactValidation =
  | { ok: true; value: ContactInput; spam: boolean }
  | { ok: false; errors: Partial<Record<ContactField, ContactProblem>> }

const text = z.string().max(20_000).optional().default('')
const shape = z.object({
  firstName: text,
  lastName: text,
  email: text,
  company: text,
  message: text,
  [honeypotField]: text,
})

const lineBreak = /[\r\n\u2028\u2029]/

/**
 * Checks the contact form: first name, last name, e-mail and message required,
 * company optional; values trimmed; names, e-mail and company on one line; lengths bounded;
 * no control or text-direction characters in any field (src/forms/text.ts).
 * Anything that is not an object of strings counts as empty fields. A filled honeypot marks
 * the enquiry as spam (answered like success, never stored).
 */
export function validateContact(input: unknown): ContactValidation {
  const parsed = shape.safeParse(input ?? {})
  const raw = parsed.success ? parsed.data : shape.parse({})
  const value = {
    firstName: raw.firstName.trim(),
    lastName: raw.lastName.trim(),
    email: raw.email.trim(),
    company: raw.company.trim(),
    message: raw.message.trim(),
  }
  const errors: Partial<Record<ContactField, ContactProblem>> = {}
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
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  const { company, ...rest } = value
  return {
    ok: true,
    value: company ? { ...rest, company } : rest,
    spam: raw[honeypotField].trim() !== '',
  }
}
