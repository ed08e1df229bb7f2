import { createHmac, timingSafeEqual } from 'node:crypto'

/** How long a download link given for an e-mail works: a week. */
export const grantSeconds = 7 * 24 * 60 * 60

const signature = (secret: string, id: number, expires: number) =>
  createHmac('sha256', secret).update(`download:${id}:${expires}`).digest('base64url')

/**
 * The token that opens one gated download for a week: its id, its expiry and a signature with
 * the server's secret, so no database row is needed to check it and no one can forge it.
 */
export function grantFor(secret: string, id: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + grantSeconds
  return `${id}.${expires}.${signature(secret, id, expires)}`
}

/** The download a token opens, or null when it is forged, malformed or expired. */
export function grantedDownload(secret: string, token: string, now = Date.now()): number | null {
  const match = /^([1-9]\d{0,9})\.(\d{1,12})\.([\w-]{43})$/.exec(token)
  if (!match) return null
  const id = Number(match[1])
  const expires = Number(match[2])
  if (expires * 1000 < now) return null
  const expected = Buffer.from(signature(secret, id, expires))
  const given = Buffer.from(match[3]!)
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null
}
