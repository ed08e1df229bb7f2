import { z } from 'zod'

import { maxEmailLength } from './limits'

export { maxEmailLength }

const emailFormat = z.email()

/** An e-mail address as we store and compare it: trimmed, lower case. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase()
}

/** True for one plausible address (no display name, no spaces, a dot in the domain). */
export function isEmailAddress(value: string): boolean {
  return value.length <= maxEmailLength && emailFormat.safeParse(value).success
}
