import { z } from 'zod'

import { isEmailAddress, normaliseEmail } from '@/forms/email'
import { readFields, type FieldProblem } from '@/forms/readFields'
import { hasForbiddenCharacters } from '@/forms/text'

import { passwordProblem, type PasswordProblem } from './password'

export type AccountProblem =
  | 'required'
  | 'email'
  | 'tooLong'
  | 'characters'
  | 'type'
  | PasswordProblem

export type Validation<T> =
  | { ok: true; value: T }
  | { ok: false; errors: Partial<Record<keyof T, AccountProblem>> }

const text = z.string().max(1_000).optional().default('')
const loginShape = z.object({ email: text, password: text })
const signupShape = z.object({ fullName: text, email: text, password: text })
const emailShape = z.object({ email: text })
const resetShape = z.object({ token: text, password: text })

function emailProblem(email: string): AccountProblem | null {
  if (!email) return 'required'
  return isEmailAddress(email) ? null : 'email'
}

/** The result: a field of the wrong type (`readFields`) is refused as such, whatever else. */
function done<T extends object>(
  value: T,
  found: Partial<Record<keyof T, AccountProblem>>,
  problems: Partial<Record<string, FieldProblem>> = {},
) {
  const errors = { ...found }
  for (const [field, problem] of Object.entries(problems)) {
    if (field in value) errors[field as keyof T] = problem
  }
  return Object.keys(errors).length > 0
    ? ({ ok: false, errors } as const)
    : ({ ok: true, value } as const)
}

/** Sign-in: e-mail and password required; the e-mail compared in lower case. */
export function validateLogin(input: unknown): Validation<{ email: string; password: string }> {
  const { raw, problems } = readFields(loginShape, input)
  const value = { email: normaliseEmail(raw.email), password: raw.password }
  const errors: Partial<Record<keyof typeof value, AccountProblem>> = {}
  if (!value.email) errors.email = 'required'
  if (!value.password) errors.password = 'required'
  return done(value, errors, problems)
}

/**
 * Sign-up: full name, e-mail and password required; a valid e-mail; a password
 * of at least 6 characters that is not one of the most common ones.
 */
export function validateSignup(
  input: unknown,
): Validation<{ fullName: string; email: string; password: string }> {
  const { raw, problems } = readFields(signupShape, input)
  const value = {
    fullName: raw.fullName.trim(),
    email: normaliseEmail(raw.email),
    password: raw.password,
  }
  const errors: Partial<Record<keyof typeof value, AccountProblem>> = {}
  if (!value.fullName) errors.fullName = 'required'
  else if (value.fullName.length > 120) errors.fullName = 'tooLong'
  else if (hasForbiddenCharacters(value.fullName)) errors.fullName = 'characters'
  const email = emailProblem(value.email)
  if (email) errors.email = email
  const password = passwordProblem(value.password)
  if (password) errors.password = password
  return done(value, errors, problems)
}

/** The e-mail of "resend confirmation" and "forgot password". */
export function validateEmailOnly(input: unknown): Validation<{ email: string }> {
  const { raw, problems } = readFields(emailShape, input)
  const value = { email: normaliseEmail(raw.email) }
  const problem = emailProblem(value.email)
  return done(value, problem ? { email: problem } : {}, problems)
}

/** A new password with the token from the reset mail. */
export function validateReset(input: unknown): Validation<{ token: string; password: string }> {
  const { raw, problems } = readFields(resetShape, input)
  const value = { token: raw.token.trim(), password: raw.password }
  const errors: Partial<Record<keyof typeof value, AccountProblem>> = {}
  if (!/^[a-f0-9]{20,128}$/i.test(value.token)) errors.token = 'required'
  const password = passwordProblem(value.password)
  if (password) errors.password = password
  return done(value, errors, problems)
}
