// Content-Security-Policy for the site's pages, with no inline script allowed unless its hash is
// listed. Next.js writes a few inline scripts into every page (the React Server Components
// payload and the bundler's chunk list) whose contents differ per page and change when a cached
// page is rendered again, so their hashes are computed from each HTML response as it is sent.
// Only scripts that are pure data are hashed (a push of a JSON literal onto Next's or the
// bundler's queue), and React's own streaming runtime (its fixed functions, byte for byte, and
// calls of them with literal arguments). Any other inline script (one an attacker managed to inject into the HTML,
// say) gets no hash and the browser refuses to run it.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const flightBootstrap = '(self.__next_f=self.__next_f||[]).push([0])'
const flightData = /^self\.__next_f\.push\((\[[\s\S]*\])\);?$/
const chunkList =
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[\s\S]*\})\);?$/

/** Parses JSON, or returns undefined. */
function json(text) {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The value of a single-quoted JavaScript string literal's contents. */
function unescape(literal) {
  return literal.replace(/\\(u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|[\s\S])/g, (_, code) => {
    if (code.length > 1) return String.fromCharCode(parseInt(code.slice(1), 16))
    return { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', 0: '\0' }[code] ?? code
  })
}

/**
 * React's streaming runtime: the fixed functions React writes inline to move content that
 * arrived late into its place (`$RC=function…`, `$RX=function…` …), read from the React that
 * Next.js renders with, so they match byte for byte whatever its version.
 */
function reactRuntime() {
  const require = createRequire(import.meta.url)
  const snippets = new Set()
  for (const build of ['react-dom', 'react-dom-experimental']) {
    let source
    try {
      source = readFileSync(
        require.resolve(`next/dist/compiled/${build}/cjs/react-dom-server.node.production.js`),
        'utf8',
      )
    } catch {
      continue
    }
    const literal =
      /(['"])((?:\$R[A-Za-z]+=|requestAnimationFrame\(function\(\)\{\$RT)(?:(?!\1)[^\\]|\\.)*)\1/g
    for (const [, , text] of source.matchAll(literal)) snippets.add(unescape(text))
  }
  // Longest first, so a definition is never read as a shorter one it begins with.
  return [...snippets].sort((a, b) => b.length - a.length)
}
const runtime = reactRuntime()
/** A call of one of React's runtime functions with string arguments: `$RC("B:0","S:0")`. */
const runtimeCall = /\$R[A-Z]{1,2}\((?:"(?:[^"\\]|\\.)*"|,|\s|null|true|false|\d+)*\);?/y

/** True for React's runtime: its own functions, and calls of them with literal arguments. */
export function isReactRuntime(script) {
  let position = 0
  const body = script.trim()
  outer: while (position < body.length) {
    if (/\s/.test(body[position])) {
      position += 1
      continue
    }
    for (const snippet of runtime) {
      if (body.startsWith(snippet, position)) {
        position += snippet.length
        continue outer
      }
    }
    runtimeCall.lastIndex = position
    if (!runtimeCall.test(body)) return false
    position = runtimeCall.lastIndex
  }
  return position > 0
}

/** True for an inline script that only hands data to Next.js or its bundler. */
export function isDataScript(script) {
  const body = script.trim()
  if (body === flightBootstrap || body === `${flightBootstrap};`) return true
  const flight = flightData.exec(body)
  if (flight) {
    const value = json(flight[1])
    return (
      Array.isArray(value) &&
      value.every((item) => typeof item === 'number' || typeof item === 'string')
    )
  }
  const chunks = chunkList.exec(body)
  if (chunks) {
    const value = json(chunks[1])
    return typeof value === 'object' && value !== null && !Array.isArray(value)
  }
  return false
}

const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const executable = /^(?:|text\/javascript|application\/javascript|module)$/i

/** The inline scripts of a page that a browser would run (no src, a JavaScript type). */
export function inlineScripts(html) {
  const scripts = []
  for (const [, attributes, body] of html.matchAll(scriptTag)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? ''
    if (!executable.test(type)) continue
    scripts.push(body)
  }
  return scripts
}

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** The hashes of a page's data scripts, and how many inline scripts were left without one. */
export function scriptHashes(html) {
  const hashes = new Set()
  let refused = 0
  for (const body of inlineScripts(html)) {
    if (isDataScript(body) || isReactRuntime(body)) hashes.add(sha256(body))
    else refused += 1
  }
  return { hashes: [...hashes], refused }
}

/**
 * The policy of a page: scripts from this origin and the listed inline ones only; styles from
 * this origin (inline style attributes allowed: React and toasts set them); images, fonts and
 * requests to this origin; no plugins, no framing by other sites, forms only to this origin.
 * `admin` relaxes what Payload's admin needs (its own framing of its previews, blob: workers).
 */
export function pagePolicy(hashes, { https = false, admin = false } = {}) {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    admin ? "worker-src 'self' blob:" : "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    admin ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
  ]
  if (https) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

/** The policy of everything that is not a page (JSON, images, scripts, feeds). */
export const resourcePolicy = "default-src 'none'; frame-ancestors 'none'"
