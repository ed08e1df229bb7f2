// The front cache of the production server (scripts/serve.mjs): a page that every anonymous
// visitor of a language gets alike, and that Next.js itself caches (the home page, the call list
// without filters, a call, an article...), is answered from memory here without passing through
// Next.js at all. Next.js spends several milliseconds of CPU on each request even for a page it
// has cached (routing, the proxy, reading its cache, React's flight data, headers): enough to
// serve a cached page at a third of the rate of /robots.txt.
//
// What it keeps: the 200 HTML answer to a GET of a page without a query string, without cookies
// (but the remembered language, which is part of the key) and without Next.js's navigation
// headers, when Next.js marks it shared-cacheable (`Cache-Control: s-maxage=N`) and sets no
// cookie. It keeps it for the shorter of N and `maxAgeSeconds`: a page whose status changes with
// the day (a call that closes) is refreshed by Next.js on its own schedule, and this cache never
// holds it much past that.
// When it forgets: at once when an edit expires pages (src/server/cache/revalidate.ts calls
// `expire` through `globalThis.__frontCache`), on every instance of a fleet (serve.mjs passes it
// on through Redis); a page whose render began before an expiry is not kept, as it may hold the
// data from before the edit.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import { preferred, revalidates, smallest } from './static.mjs'

/** Headers a cached answer never repeats: they belong to one connection or one encoding. */
const perAnswer = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
])

/** Request headers of Next.js's client-side navigation and server actions: never from here. */
const navigationHeader = /^(rsc|next-router-|next-action|next-url|authorization$)/

/** The page compressed in `encoding` ('br', 'gzip'), or as it is when small or uncompressed. */
export function encodePage(body, encoding) {
  if (body.length < smallest) return { body, encoding: '' }
  if (encoding === 'br') {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 5 }
    return { body: brotliCompressSync(body, { params }), encoding }
  }
  if (encoding === 'gzip') return { body: gzipSync(body), encoding }
  return { body, encoding: '' }
}

/** Seconds a response may be shared for (its s-maxage), or 0 when it may not be. */
function sharedSeconds(cacheControl) {
  const value = String(cacheControl ?? '').toLowerCase()
  if (/\b(private|no-store|no-cache)\b/.test(value)) return 0
  const match = /\bs-maxage=(\d+)/.exec(value)
  return match ? Number(match[1]) : 0
}

/**
 * @param {{ localeCookie: string, maxEntries?: number, maxAgeSeconds?: number,
 *   now?: () => number }} options
 */
export function createFrontCache({ localeCookie, maxEntries = 500, maxAgeSeconds = 30, now }) {
  const clock = now ?? Date.now
  /** @type {Map<string, { expires: number, status: number, headers: [string, unknown][], etag: string | undefined, bodies: Map<string, { body: Buffer, encoding: string }> }>} */
  const entries = new Map()
  let generation = 0

  /** The key of a request this cache may answer or keep, or null. */
  function keyOf(request) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null
    const url = request.url ?? '/'
    if (url.includes('?') || !url.startsWith('/')) return null
    if (Object.keys(request.headers).some((name) => navigationHeader.test(name))) return null
    let language = ''
    for (const part of String(request.headers.cookie ?? '').split(';')) {
      const cookie = part.trim()
      if (!cookie) continue
      const separator = cookie.indexOf('=')
      const name = separator < 0 ? cookie : cookie.slice(0, separator)
      if (name !== localeCookie) return null
      language = cookie.slice(separator + 1)
    }
    return `${url}|${language}`
  }

  /** The fresh entry under `key`, if any. */
  function lookup(key) {
    const entry = entries.get(key)
    if (!entry) return undefined
    if (entry.expires > clock()) return entry
    entries.delete(key)
    return undefined
  }

  return {
    keyOf,
    lookup,
    /** Taken when a request reaches Next.js: its answer is kept only if no expiry came since. */
    ticket: (key) => ({ key, generation }),
    /**
     * Keeps the answer Next.js gave to the request of `ticket`, when it may be shared.
     * `prepared` is the body as sent (in `encoding`), `raw` the page uncompressed.
     */
    store(ticket, { status, headers, raw, prepared }) {
      if (ticket.generation !== generation || status !== 200) return false
      if (!String(headers['content-type'] ?? '').startsWith('text/html')) return false
      if (headers['set-cookie'] !== undefined) return false
      const seconds = Math.min(sharedSeconds(headers['cache-control']), maxAgeSeconds)
      if (seconds <= 0) return false
      const bodies = new Map([['', { body: raw, encoding: '' }]])
      if (prepared.encoding) bodies.set(prepared.encoding, prepared)
      entries.delete(ticket.key)
      entries.set(ticket.key, {
        expires: clock() + seconds * 1000,
        status,
        headers: Object.entries(headers).filter(([name]) => !perAnswer.has(name)),
        etag: typeof headers.etag === 'string' ? headers.etag : undefined,
        bodies,
      })
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value)
      return true
    },
    /**
     * Answers `request` from the cache, if it holds its page: the page's own headers, the body in
     * the best encoding the client takes (compressed once per encoding), or 304 when the client
     * holds this version. Returns false when it does not hold the page.
     */
    answer(key, request, response) {
      const entry = lookup(key)
      if (!entry) return false
      for (const [name, value] of entry.headers) response.setHeader(name, value)
      if (entry.etag && revalidates(request.headers['if-none-match'], entry.etag)) {
        response.statusCode = 304
        response.end()
        return true
      }
      const wanted = preferred(String(request.headers['accept-encoding'] ?? ''))
      let page = entry.bodies.get(wanted)
      if (!page) {
        page = encodePage(entry.bodies.get('').body, wanted)
        entry.bodies.set(wanted, page)
      }
      response.statusCode = entry.status
      if (page.encoding) response.setHeader('Content-Encoding', page.encoding)
      response.setHeader('Content-Length', page.body.length)
      response.end(request.method === 'HEAD' ? undefined : page.body)
      return true
    },
    /** Forgets every page, and every render under way (see `ticket`). */
    expire() {
      generation += 1
      entries.clear()
    },
    get size() {
      return entries.size
    },
  }
}

/** The cookie of the remembered language (src/i18n/locales.ts), part of a cached page's key. */
export const localeCookieName = 'site-locale'

/**
 * Lets the instances of a fleet expire each other's front caches: `onExpired` runs when another
 * instance expired its pages, and the function returned tells the others this one did. If Redis
 * cannot be reached, the instance says so in its log and goes on alone (an edit on another
 * instance then reaches its front cache when the page's time there runs out, at most
 * `maxAgeSeconds`).
 */
export async function shareExpiries(url, buildId, onExpired) {
  const { createClient } = await import('@redis/client')
  const channel = `site:${buildId}:pages-expired`
  const self = `${process.pid}-${Math.random().toString(36).slice(2)}`
  const publisher = createClient({ url, pingInterval: 10_000, socket: { connectTimeout: 5000 } })
  const subscriber = publisher.duplicate()
  const report = (msg, error) =>
    console.error(
      JSON.stringify({ time: new Date().toISOString(), level: 'error', msg, error: String(error) }),
    )
  // A client that lost Redis retries on its own; its errors are logged once in 30 s.
  let lastError = 0
  for (const client of [publisher, subscriber]) {
    client.on('error', (error) => {
      if (Date.now() - lastError < 30_000) return
      lastError = Date.now()
      report('front cache: redis error', error)
    })
  }
  try {
    await Promise.all([publisher.connect(), subscriber.connect()])
    await subscriber.subscribe(channel, (sender) => {
      if (sender !== self) onExpired()
    })
  } catch (error) {
    report('front cache: redis unavailable, expiring this instance only', error)
    await Promise.allSettled([publisher.destroy?.(), subscriber.destroy?.()])
    return () => {}
  }
  return () => {
    publisher.publish(channel, self).catch((error) => report('front cache: publish failed', error))
  }
}
