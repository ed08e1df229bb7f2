import { z } from 'zod'

import { isEmailAddress, normaliseEmail } from '@/forms/email'
import { honeypotField, maxNewsletterNameLength } from '@/forms/limits'
import { hasForbiddenCharacters } from '@/forms/text'

export type NewsletterInput = { name: string; email: string }

export type NewsletterProblem = 'invalid' | 'tooLong' | 'characters'

export type NewsletterValidation =
  | { ok: true; value: NewsletterInput; spam: boolean }
  | { ok: false; errors: Partial<Record<keyof NewsletterInput, NewsletterProblem>> }

export { maxNewsletterNameLength }

const text = z.string().max(2_000).optional().default('')
const shape = z.object({ name: text, email: text, [honeypotField]: text })

/**
 * Checks the footer's newsletter form: name and e-mail non-blank after
 * trimming, the e-mail well formed (stored lower case), the name bounded and free of control and
 * text-direction characters (src/forms/text.ts).
 */
export function validateNewsletter(input: unknown): NewsletterValidation {
  const parsed = shape.safeParse(input ?? {})
  const raw = parsed.success ? parsed.data : shape.parse({})
  const name = raw.name.trim()
  const email = normaliseEmail(raw.email)
  const errors: Partial<Record<keyof NewsletterInput, NewsletterProblem>> = {}
  if (!name) errors.name = 'invalid'
  else if (hasForbiddenCharacters(name)) errors.name = 'characters'
  else if (name.length > maxNewsletterNameLength) errors.name = 'tooLong'
  if (!isEmailAddress(email)) errors.email = 'invalid'
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, value: { name, email }, spam: raw[honeypotField].trim() !== '' }
}
