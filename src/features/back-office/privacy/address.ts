import { createHmac } from 'node:crypto'

import { normaliseEmail } from '@/forms/email'

/**
 * The audit's key for an address: HMAC-SHA256 of the normalised address under the site's
 * secret. The same address always gives the same key (a repeated request can be matched), and
 * the key does not give the address back.
 */
export const subjectKey = (secret: string, address: string) =>
  createHmac('sha256', secret).update(normaliseEmail(address)).digest('hex')

/** True when a stored address is `address` (normalised), whatever its case or spaces. */
export const sameAddress = (stored: unknown, address: string) =>
  typeof stored === 'string' && normaliseEmail(stored) === address

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * True when a text (a mail's recipients or body) names `address` (normalised) as a whole
 * address: "Ana <ana@x.hr>, b@y.hr" and "write to ana@x.hr." name ana@x.hr; "hana@x.hr" and
 * "ana@x.hr.eu" do not.
 */
export const mentionsAddress = (text: unknown, address: string) =>
  typeof text === 'string' &&
  new RegExp(`(^|[^\\w.+-])${escape(address)}(?![\\w-]|\\.[\\w-])`, 'i').test(text)
