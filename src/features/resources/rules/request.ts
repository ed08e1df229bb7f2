import { z } from 'zod'

import { isEmailAddress } from '@/forms/email'
import { contactLimits, honeypotField } from '@/forms/limits'
import { readFields } from '@/forms/readFields'
import { hasForbiddenCharacters } from '@/forms/text'

/** The fields of a gated download's form that can be refused. */
export type DownloadField = 'firstName' | 'email'
export type DownloadProblem =
  | 'required'
  | 'email'
  | 'tooLong'
  | 'singleLine'
  | 'characters'
  | 'type'

export type DownloadRequest = {
  download: number | null
  firstName: string
  email: string
  newsletter: boolean
}

export type DownloadValidation =
  | { ok: true; value: DownloadRequest; spam: boolean }
  | { ok: false; errors: Partial<Record<DownloadField, DownloadProblem>> }

const text = z.string().max(2_000).optional().default('')
const shape = z.object({
  download: z.union([z.string(), z.number()]).optional(),
  firstName: text,
  email: text,
  newsletter: z.union([z.string(), z.boolean()]).optional(),
  [honeypotField]: text,
})

const lineBreak = /[\r\n\u2028\u2029]/
const downloadId = z.coerce.number().int().min(1).max(2_147_483_647)

/**
 * Checks a gated download's form: first name and e-mail required, on one line, bounded and
 * free of control and text-direction characters; the newsletter box is on only when ticked
 * ("on" from a form, true from JSON). A name or e-mail of the wrong type (a number, a list) is
 * refused as such, and a body that is not an object counts as empty fields; an unknown download
 * id is null (the download is then unavailable).
 */
export function validateDownloadRequest(input: unknown): DownloadValidation {
  const { raw, problems } = readFields(shape, input)
  const firstName = raw.firstName.trim()
  const email = raw.email.trim()
  const errors: Partial<Record<DownloadField, DownloadProblem>> = {}
  for (const [field, value] of [
    ['firstName', firstName],
    ['email', email],
  ] as const) {
    if (!value) errors[field] = 'required'
    else if (value.length > contactLimits[field]) errors[field] = 'tooLong'
    else if (lineBreak.test(value)) errors[field] = 'singleLine'
    else if (hasForbiddenCharacters(value)) errors[field] = 'characters'
  }
  if (!errors.email && !isEmailAddress(email)) errors.email = 'email'
  for (const field of ['firstName', 'email'] as const) {
    if (problems[field]) errors[field] = problems[field]
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  const id = downloadId.safeParse(raw.download)
  return {
    ok: true,
    value: {
      download: id.success ? id.data : null,
      firstName,
      email,
      newsletter: raw.newsletter === true || raw.newsletter === 'on' || raw.newsletter === 'true',
    },
    spam: raw[honeypotField].trim() !== '' || honeypotField in problems,
  }
}
