import { createHmac, timingSafeEqual } from 'node:crypto'

/** The cookie that marks a browser its accounts' owners signed in from (HttpOnly, API only). */
export const knownDeviceCookie = 'known-device'

const lifetimeSeconds = 180 * 24 * 60 * 60
/** Accounts one browser is remembered for (the most recent ones). */
const mostAccounts = 5

const entryShape = /^(\d{1,12})\.([\w-]{32})$/

const signature = (secret: string, email: string, expires: number) =>
  createHmac('sha256', secret)
    .update(`known-device:${email}:${expires}`)
    .digest('base64url')
    .slice(0, 32)

/** The cookie's entries ("<expires>.<signature>", one per account) that have not expired. */
function entries(cookieHeader: string | null, now: number) {
  const value = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${knownDeviceCookie}=`))
    ?.slice(knownDeviceCookie.length + 1)
  return (value ?? '')
    .split('~')
    .slice(0, mostAccounts)
    .map((entry) => entryShape.exec(entry))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ text: match[0], expires: Number(match[1]), mac: match[2]! }))
    .filter((entry) => entry.expires * 1000 > now)
}

const belongsTo = (secret: string, email: string, entry: { expires: number; mac: string }) => {
  const expected = Buffer.from(signature(secret, email, entry.expires))
  const given = Buffer.from(entry.mac)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/**
 * True when the request's cookies hold a valid entry for `email` (normalised): the browser
 * signed in to that account before, or opened its unlock link. The entry is signed with the
 * site's secret and names no address, so it can be neither forged nor read.
 */
export function isKnownDevice(
  secret: string,
  cookieHeader: string | null,
  email: string,
  now = Date.now(),
): boolean {
  return entries(cookieHeader, now).some((entry) => belongsTo(secret, email, entry))
}

/**
 * The Set-Cookie value that adds `email` (normalised) to the browser's known-device cookie, for
 * 180 days, keeping the entries of its other recent accounts.
 */
export function rememberDevice(
  secret: string,
  cookieHeader: string | null,
  email: string,
  { secure, now = Date.now() }: { secure: boolean; now?: number },
): string {
  const expires = Math.floor(now / 1000) + lifetimeSeconds
  const others = entries(cookieHeader, now).filter((entry) => !belongsTo(secret, email, entry))
  const value = [`${expires}.${signature(secret, email, expires)}`, ...others.map((e) => e.text)]
    .slice(0, mostAccounts)
    .join('~')
  return [
    `${knownDeviceCookie}=${value}`,
    'Path=/api',
    `Max-Age=${lifetimeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}
