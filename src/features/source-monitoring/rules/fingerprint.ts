import { sha256 } from './pageText'

/** What the hidden `contentHash` field keeps: the hash of the page's text, and whose page. */
export type Fingerprint = { hash: string | null; urlKey: string }

/** A short key of an address: the first 16 hex digits of its sha256. */
export const urlKey = (url: string) => sha256(url).slice(0, 16)

/**
 * The stored form, `<text hash or -> <url key>`. Keeping the address's key beside the hash
 * tells a later check whether the editor has since changed the call's source link: a new link
 * is a first check, not a change (its page was never read before).
 */
export function writeFingerprint(url: string, hash: string | null): string {
  return `${hash ?? '-'} ${urlKey(url)}`
}

/** The stored form read back; null when nothing (or nothing readable) was stored. */
export function readFingerprint(stored: string | null | undefined): Fingerprint | null {
  const match = /^([0-9a-f]{64}|-) ([0-9a-f]{16})$/.exec(stored ?? '')
  if (!match) return null
  return { hash: match[1] === '-' ? null : match[1]!, urlKey: match[2]! }
}
