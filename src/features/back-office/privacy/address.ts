import { createHmac } from 'node:crypto'

import { normaliseEmail } from '@/forms/email'

/**
 * The audit's key for an address: HMAC-SHA256 of the normalised address under the site's
 * secret. The same address always gives the same key (a repeated request can be matched), and
 * the key does not give the address back.
 */
export const subjectKey = (secret: string, address: string) =>
  createHmac('sha256', secret).update(normaliseEmail(address)).digest('hex')
