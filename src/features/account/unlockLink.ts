import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** How long a mailed unlock link works (one hour). */
export const unlockLinkSeconds = 60 * 60

const tokenShape = /^(\d{1,10})\.(\d{1,12})\.([\w-]{16})\.([\w-]{43})$/

const signature = (secret: string, userId: number, expires: number, nonce: string) =>
  createHmac('sha256', secret).update(`unlock:${userId}:${expires}:${nonce}`).digest('base64url')

/**
 * The token of an account's unlock link: "<user id>.<expiry>.<nonce>.<signature>", signed with
 * the site's secret, valid for one hour; the nonce lets it be used once (src/features/account
 * /service.ts keeps the used ones in the rate-limit store). Nothing is stored in the database.
 */
export function unlockToken(secret: string, userId: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + unlockLinkSeconds
  const nonce = randomBytes(12).toString('base64url')
  return `${userId}.${expires}.${nonce}.${signature(secret, userId, expires, nonce)}`
}

/** The account and nonce of a genuine, unexpired unlock token, or null. */
export function readUnlockToken(
  secret: string,
  token: unknown,
  now = Date.now(),
): { userId: number; nonce: string } | null {
  const match = typeof token === 'string' ? tokenShape.exec(token) : null
  if (!match) return null
  const [, id, expiry, nonce, given] = match as unknown as [string, string, string, string, string]
  const userId = Number(id)
  const expires = Number(expiry)
  if (expires * 1000 <= now) return null
  const expected = Buffer.from(signature(secret, userId, expires, nonce))
  const actual = Buffer.from(given)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
    ? { userId, nonce }
    : null
}
