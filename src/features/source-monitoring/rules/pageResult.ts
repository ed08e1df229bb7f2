import { pageText, sha256 } from './pageText'

/** What checking a call's source link found, before it is weighed against the last check. */
export type PageResult =
  /** 2xx: the hash of the page's text (of its bytes when it is not HTML, a PDF say). */
  | { kind: 'page'; hash: string }
  /** 301, 302, 303, 307, 308 to another address (absolute). */
  | { kind: 'redirect'; status: number; location: string }
  /** Any other status: 404 and 410 mean gone, the rest unreachable. */
  | { kind: 'status'; status: number }
  /** No answer: timeout, name or connection error, robots.txt unreadable, not a web address. */
  | { kind: 'failure'; detail: string }
  /** robots.txt disallows the address: not fetched. */
  | { kind: 'blocked'; detail: string }

/** The parts of an HTTP response a check reads. */
export type PageResponse = {
  status: number
  location?: string | null
  contentType?: string | null
  body?: Uint8Array
}

const redirects = new Set([301, 302, 303, 307, 308])

/** The charset named by a Content-Type, or null. */
export const charsetOf = (contentType: string | null | undefined) =>
  /charset\s*=\s*"?([\w-]+)"?/i.exec(contentType ?? '')?.[1] ?? null

/** Bytes as text in `charset` (UTF-8 when it names none this runtime knows). */
function decode(body: Uint8Array, charset: string | null): string {
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body)
  } catch {
    return new TextDecoder('utf-8').decode(body)
  }
}

/** Whether the content type is an HTML (or XHTML) page, whose text is compared. */
const isHtml = (contentType: string | null | undefined) =>
  !contentType || /\b(html|xhtml)\b/i.test(contentType)

/**
 * The result of fetching `url` (redirects not followed): the hash of a 2xx page's normalised
 * text, the absolute target of a redirect, or the status. A redirect to the same address, or
 * without a target, is an answer that cannot be read: its status.
 */
export function pageResult(url: string, response: PageResponse): PageResult {
  const { status } = response
  if (status >= 200 && status < 300) {
    const body = response.body ?? new Uint8Array()
    const hash = isHtml(response.contentType)
      ? sha256(pageText(decode(body, charsetOf(response.contentType))))
      : sha256(body)
    return { kind: 'page', hash }
  }
  if (redirects.has(status) && response.location) {
    let location: string | null = null
    try {
      location = new URL(response.location, url).href
    } catch {
      location = null
    }
    if (location && location !== new URL(url).href) return { kind: 'redirect', status, location }
  }
  return { kind: 'status', status }
}
