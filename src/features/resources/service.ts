import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { storeLead } from '@/features/contact'
import { subscribe } from '@/features/newsletter'
import type { Locale } from '@/i18n/locales'
import { log } from '@/server/log'
import { consume } from '@/server/rateLimit'

import { findDownload } from './downloads'
import { grantFor } from './rules/grant'
import { validateDownloadRequest, type DownloadField, type DownloadProblem } from './rules/request'

/** Gated-download requests one address may send per ten minutes. */
export const downloadLimit = { name: 'download', points: 10, durationSeconds: 600 }

export type DownloadResult =
  | {
      status: 'granted'
      download: number
      /** The file's address with the grant that opens it. */
      url: string
      grant: string
      /** True when the newsletter's confirmation mail was queued too. */
      newsletter: boolean
    }
  | { status: 'invalid'; errors: Partial<Record<DownloadField, DownloadProblem>> }
  | { status: 'unavailable' }
  | { status: 'limited'; retryAfterSeconds: number }
  | { status: 'error' }

/**
 * A gated download (POST /api/resources/request): rate limit, the name and e-mail checked,
 * the download must be shown and gated. The request becomes a lead (and, when the box is
 * ticked, a pending newsletter subscription with its confirmation mail); only then is the
 * file's address given, with a grant that opens it for a week. When the lead cannot be stored
 * the visitor is told so and nothing is granted, so no download leaves without its lead. A
 * filled honeypot gets the same answer, with a grant that opens nothing, and nothing is stored.
 */
export async function requestDownload(
  payload: Payload,
  locale: Locale,
  input: unknown,
  clientKey: string,
): Promise<DownloadResult> {
  const limited = await consume(downloadLimit, clientKey)
  if (!limited.ok) return { status: 'limited', retryAfterSeconds: limited.retryAfterSeconds }
  const checked = validateDownloadRequest(input)
  if (!checked.ok) return { status: 'invalid', errors: checked.errors }
  const { download: id, firstName, email, newsletter } = checked.value
  const download = id === null ? null : await findDownload(payload, locale, id)
  if (!download || !download.gated) return { status: 'unavailable' }
  const granted = (grant: string) => ({
    status: 'granted' as const,
    download: download.id,
    url: `${download.url}?grant=${grant}`,
    grant,
  })
  if (checked.spam) {
    // The same answer, with a grant of the same shape signed by a throwaway key: it opens nothing.
    log('info', 'download honeypot filled: request not stored')
    return { ...granted(grantFor(randomBytes(32).toString('hex'), download.id)), newsletter: false }
  }
  const lead = await storeLead(payload, locale, {
    source: 'download',
    firstName,
    email,
    download: download.id,
  })
  if (lead === null) return { status: 'error' }
  let subscribed = false
  if (newsletter) {
    const result = await subscribe(payload, locale, { name: firstName, email }, clientKey)
    subscribed = result.status === 'pending'
    if (!subscribed) log('warn', 'newsletter offered with a download not subscribed', { lead })
  }
  return { ...granted(grantFor(payload.secret, download.id)), newsletter: subscribed }
}
