import { createHmac, timingSafeEqual } from 'node:crypto'

/** The signature of a record's links: its scope, id and salt under the site's secret. */
function signature(secret: string, scope: string, id: number, salt: string): string {
  return createHmac('sha256', secret)
    .update(`${scope}:${id}:${salt}`)
    .digest('base64url')
    .slice(0, 32)
}

/**
 * The token of a record's mailed links ("42.<signature>"): its id and a signature. Nothing
 * usable is stored: the database holds a salt, the signature needs the site's secret too, and
 * a new salt voids every link sent.
 */
export const signedToken = (secret: string, scope: string, id: number, salt: string) =>
  `${id}.${signature(secret, scope, id, salt)}`

/** The id a well-formed token names (to look the record up), or null. */
export function tokenId(token: unknown): number | null {
  if (typeof token !== 'string') return null
  const match = /^(\d{1,10})\.[\w-]{32}$/.exec(token)
  return match ? Number(match[1]) : null
}

/** True when `token` is the record's own (compared in constant time). */
export function tokenMatches(
  secret: string,
  scope: string,
  record: { id: number; salt: string },
  token: string,
): boolean {
  const expected = Buffer.from(signedToken(secret, scope, record.id, record.salt))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
