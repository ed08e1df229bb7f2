// The production server (npm start, the browser tests and the benchmarks): Next.js behind a thin
// layer that names the client for rate limits (./http/clientAddress.mjs), refuses methods and
// addresses Next.js would answer wrongly (./http/requestCheck.mjs), gives every response the
// security headers, and every page a Content-Security-Policy listing the hashes of its own data
// scripts (see ./http/csp.mjs). Pages are buffered to hash them, then compressed here. A page
// every anonymous visitor gets alike is answered from memory once Next.js has rendered it
// (./http/frontCache.mjs). The build's scripts and stylesheets are sent from the compressed
// copies the build wrote (./http/static.mjs); every other response passes through as Next.js
// sends it.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import next from 'next'

import { clientAddress, trustedProxies } from './http/clientAddress.mjs'
import { pagePolicy, resourcePolicy, scriptHashes } from './http/csp.mjs'
import {
  createFrontCache,
  encodePage,
  localeCookieName,
  shareExpiries,
} from './http/frontCache.mjs'
import { dropRepeatedValues } from './http/repeatedHeaders.mjs'
import { refusal } from './http/requestCheck.mjs'
import { preferred, revalidates, staticFiles } from './http/static.mjs'
import { distDir, root } from './lib.mjs'

const port = Number(process.env.PORT || 3000)
const production = process.env.NODE_ENV !== 'development'
const https = (process.env.SITE_URL ?? '').startsWith('https://')
// Whose X-Forwarded-For names the client (TRUSTED_PROXIES; a proxy on this machine by default).
const trusted = trustedProxies(process.env.TRUSTED_PROXIES)

/** Headers of every response. */
function securityHeaders(admin) {
  const headers = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'X-Frame-Options': admin ? 'SAMEORIGIN' : 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
  if (production) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains'
  return headers
}

/** The body as text, whatever encoding Next.js gave it. */
function decoded(body, encoding) {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8')
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8')
  return body.toString('utf8')
}

/** The page's policy and the body to send (compressed here unless Next.js already did). */
function preparePage(request, raw, encoded, accepted, admin) {
  const html = decoded(raw, encoded)
  const { hashes, refused } = scriptHashes(html)
  if (refused > 0) {
    console.warn(
      JSON.stringify({
        time: new Date().toISOString(),
        level: 'warn',
        msg: 'page has inline scripts the Content-Security-Policy refuses',
        path: request.url,
        refused,
      }),
    )
  }
  const policy = pagePolicy(hashes, { https, admin })
  if (encoded || request.method === 'HEAD') return { policy, body: raw, encoding: '' }
  return { policy, ...encodePage(raw, preferred(accepted)) }
}

/** Prepared pages by address, version and encoding; the oldest leaves after 500. */
const preparedPages = new Map()
function remember(key, page) {
  preparedPages.set(key, page)
  if (preparedPages.size > 500) preparedPages.delete(preparedPages.keys().next().value)
}

/**
 * True for a request that may answer with a page: a path that is not an asset, an API route or
 * a file, asked for as a document (not the RSC payload of a client-side navigation).
 */
function asksForPage(request) {
  const path = (request.url ?? '/').split('?')[0]
  if (request.headers.rsc || path.startsWith('/_next/') || path.startsWith('/api/')) return false
  return !/\.[a-z0-9]+$/i.test(path)
}

/**
 * Gives a response the security headers. A response that may be a page (`page`: asksForPage) is
 * held until complete, then, when it is HTML, sent with its Content-Security-Policy (and
 * compressed here), and offered to the front cache with `ticket` (when the request is one it may
 * keep); anything else gets the resource policy and streams through unchanged.
 */
function secure(request, response, page, ticket) {
  const admin = request.url?.startsWith('/admin') ?? false
  for (const [name, value] of Object.entries(securityHeaders(admin))) {
    response.setHeader(name, value)
  }
  // Node sends every head through writeHead: one copy of each header value Next.js repeats.
  const sendHead = response.writeHead
  response.writeHead = function (...args) {
    dropRepeatedValues(response)
    return sendHead.apply(response, args)
  }
  if (!page) {
    response.setHeader('Content-Security-Policy', resourcePolicy)
    return
  }
  const accepted = String(request.headers['accept-encoding'] ?? '')
  const revalidating = request.headers['if-none-match']
  const { writeHead, write, end } = response
  const chunks = []
  response.writeHead = function (status, reason, headers) {
    const fields = typeof reason === 'object' ? reason : headers
    if (typeof reason === 'string') response.statusMessage = reason
    if (fields && !Array.isArray(fields)) {
      for (const [name, value] of Object.entries(fields)) response.setHeader(name, value)
    }
    response.statusCode = status
    return response
  }
  response.write = function (chunk, encoding, callback) {
    chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined))
    const done = typeof encoding === 'function' ? encoding : callback
    if (done) process.nextTick(done)
    return true
  }
  response.flushHeaders = () => {}
  response.end = function (chunk, encoding, callback) {
    if (chunk && typeof chunk !== 'function') {
      chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined))
    }
    const done =
      typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : callback
    // Node writes the head through writeHead on the way out: give it the original methods back.
    Object.assign(response, { writeHead, write, end })
    const raw = Buffer.concat(chunks)
    if (!String(response.getHeader('content-type') ?? '').startsWith('text/html')) {
      response.setHeader('Content-Security-Policy', resourcePolicy)
      return end.call(response, raw.length ? raw : undefined, done)
    }
    const encoded = response.getHeader('content-encoding')
    const etag = response.getHeader('etag')
    // A cached page (ETag) is hashed and compressed once per version, not on every request.
    const key =
      etag && response.statusCode === 200
        ? `${request.method}|${request.url}|${etag}|${encoded ?? preferred(accepted)}`
        : null
    let prepared = key ? preparedPages.get(key) : undefined
    if (!prepared) {
      const encoding = typeof encoded === 'string' ? encoded : undefined
      prepared = preparePage(request, raw, encoding, accepted, admin)
      if (key) remember(key, prepared)
    }
    response.setHeader('Content-Security-Policy', prepared.policy)
    if (key && revalidates(revalidating, etag)) {
      // The browser has this version: 304 with the same policy (a 304's headers replace the
      // cached ones, so it must carry the page's policy, not the resource policy).
      response.statusCode = 304
      response.removeHeader('Content-Length')
      response.removeHeader('Content-Encoding')
      return end.call(response, undefined, done)
    }
    if (!encoded) {
      const vary = String(response.getHeader('vary') ?? '')
      if (!/accept-encoding/i.test(vary)) {
        response.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
      }
      if (ticket && request.method === 'GET') {
        const headers = response.getHeaders()
        frontCache.store(ticket, { status: response.statusCode, headers, raw, prepared })
      }
    }
    if (prepared.encoding) response.setHeader('Content-Encoding', prepared.encoding)
    if (request.method !== 'HEAD') response.setHeader('Content-Length', prepared.body.length)
    return end.call(response, request.method === 'HEAD' ? undefined : prepared.body, done)
  }
  // Pages come uncompressed from Next.js and are compressed here, after hashing; and always
  // with their body, so that a 304 can be answered here with the page's own policy.
  delete request.headers['accept-encoding']
  delete request.headers['if-none-match']
  delete request.headers['if-modified-since']
}

// Pages every anonymous visitor of a language gets alike, answered without Next.js
// (./http/frontCache.mjs). An edit expires them through this hook (src/server/cache/revalidate.ts),
// on every instance of a fleet: with REDIS_URL, each instance tells the others through Redis.
const frontCache = createFrontCache({ localeCookie: localeCookieName })
const tellInstances = process.env.REDIS_URL
  ? await shareExpiries(
      process.env.REDIS_URL,
      readFileSync(path.join(distDir(), 'BUILD_ID'), 'utf8').trim(),
      () => frontCache.expire(),
    )
  : () => {}
globalThis.__frontCache = {
  expire() {
    frontCache.expire()
    tellInstances()
  },
}

const app = next({ dev: false, dir: root, port })
const handle = app.getRequestHandler()
// The build's scripts and stylesheets, from the compressed copies the build wrote.
const serveStatic = staticFiles(path.join(distDir(), 'static'))
await app.prepare()
const server = createServer((request, response) => {
  // The app keys its rate limits by this header: it names the client as resolved here, never as
  // a client that reached this server directly wrote it.
  request.headers['x-forwarded-for'] = clientAddress(
    request.socket.remoteAddress,
    request.headers['x-forwarded-for'],
    trusted,
  )
  delete request.headers['x-real-ip']
  const page = asksForPage(request)
  const cacheKey = page ? frontCache.keyOf(request) : null
  if (cacheKey && frontCache.answer(cacheKey, request, response)) return
  secure(request, response, page, cacheKey ? frontCache.ticket(cacheKey) : null)
  const refused = refusal(request.method, request.url)
  if (refused) {
    response.writeHead(refused.status, refused.headers)
    return response.end(request.method === 'HEAD' ? undefined : refused.body)
  }
  if (serveStatic(request, response)) return
  return handle(request, response)
})
// An idle kept-alive connection stays open longer than a load balancer's or client's own idle
// timeout (60 s is common). With Node's 5 s, a client that reuses a connection just as the server
// closes it meets a reset (ECONNRESET) instead of an answer: seen by the browser tests' API
// client under load, and by any proxy that keeps connections to the app.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
server.listen(port, process.env.HOSTNAME || '0.0.0.0', () => {
  console.log(`Serving on http://localhost:${port}`)
})
