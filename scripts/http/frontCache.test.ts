import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { localeCookieName as siteLocaleCookie } from '@/i18n/locales'

import { createFrontCache, localeCookieName } from './frontCache.mjs'
import { rawRequest } from './rawRequest'

// A page as Next.js answers a cached one: HTML, shared-cacheable for ten minutes, with an ETag.
const html = `<!DOCTYPE html><html lang="hr"><body>${'<p>Bespovratna sredstva za digitalizaciju malih i srednjih poduzeća</p>'.repeat(40)}</body></html>`
const nextHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 's-maxage=600, stale-while-revalidate=31535400',
  etag: '"k7p2"',
  vary: 'rsc, next-router-state-tree, Accept-Encoding',
  'content-security-policy': "script-src 'self' 'sha256-abc'",
}

let clock = 0
const cache = createFrontCache({ localeCookie: localeCookieName, now: () => clock })
/** What "Next.js" behind the cache answers, and how often it was asked. */
let behind = { status: 200, headers: { ...nextHeaders } as Record<string, string>, body: html }
let rendered = 0
/** Runs between the start of a render and its end (an edit arriving mid-render). */
let duringRender: () => void = () => {}

let server: Server
let origin = ''

beforeAll(async () => {
  server = createServer((request, response) => {
    const key = cache.keyOf(request)
    if (key && cache.answer(key, request, response)) return
    const ticket = key ? cache.ticket(key) : null
    rendered += 1
    duringRender()
    const raw = Buffer.from(behind.body)
    if (ticket && request.method === 'GET') {
      cache.store(ticket, {
        status: behind.status,
        headers: behind.headers,
        raw,
        prepared: { body: raw, encoding: '' },
      })
    }
    response.writeHead(behind.status, behind.headers)
    response.end(raw)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  cache.expire()
  behind = { status: 200, headers: { ...nextHeaders }, body: html }
  rendered = 0
  duringRender = () => {}
  clock = 1_000_000
})

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(`${origin}${path}`, headers, method)

describe('front cache', () => {
  it('uses the cookie the language switcher writes', () => {
    expect(localeCookieName).toBe(siteLocaleCookie)
  })

  it('answers the second visitor from memory, with the page, its headers and its policy', async () => {
    const first = await get('/otvoreni-natjecaji')
    const second = await get('/otvoreni-natjecaji')
    expect(rendered).toBe(1)
    expect(second.status).toBe(200)
    expect(second.body.toString()).toBe(first.body.toString())
    expect(second.headers['content-security-policy']).toBe(nextHeaders['content-security-policy'])
    expect(second.headers['cache-control']).toBe(nextHeaders['cache-control'])
    expect(second.headers['content-length']).toBe(String(Buffer.byteLength(html)))
  })

  it('compresses for the client, once per encoding, and answers a held version with 304', async () => {
    await get('/')
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).toString()).toBe(html)
    const gzip = await get('/', { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(html)
    const held = await get('/', { 'if-none-match': nextHeaders.etag })
    expect(held.status).toBe(304)
    expect(held.body.length).toBe(0)
    const head = await get('/', {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(rendered).toBe(1)
  })

  it('leaves to Next.js what may differ between visitors', async () => {
    const differing: [string, Record<string, string>][] = [
      ['/otvoreni-natjecaji?q=turizam', {}],
      ['/otvoreni-natjecaji', { rsc: '1' }],
      ['/otvoreni-natjecaji', { 'next-router-prefetch': '1' }],
      ['/otvoreni-natjecaji', { cookie: 'payload-token=abc' }],
      ['/otvoreni-natjecaji', { cookie: `${localeCookieName}=en; __prerender_bypass=1` }],
    ]
    await get('/otvoreni-natjecaji')
    for (const [path, headers] of differing) {
      await get(path, headers)
      await get(path, headers)
    }
    expect(rendered).toBe(1 + differing.length * 2)
  })

  it('keeps a page apart for each remembered language', async () => {
    await get('/', { cookie: `${localeCookieName}=hr` })
    await get('/', { cookie: `${localeCookieName}=hr` })
    await get('/')
    expect(rendered).toBe(2)
  })

  it('keeps only HTML that Next.js lets every visitor share, without cookies, and not errors', async () => {
    const refused: (typeof behind)[] = [
      { ...behind, headers: { ...nextHeaders, 'cache-control': 'private, no-cache, no-store' } },
      { ...behind, headers: { ...nextHeaders, 'cache-control': 's-maxage=0' } },
      { ...behind, headers: { ...nextHeaders, 'set-cookie': 'site-locale=en; Path=/' } },
      { ...behind, headers: { ...nextHeaders, 'content-type': 'application/json' } },
      { ...behind, status: 404 },
    ]
    for (const answer of refused) {
      behind = answer
      rendered = 0
      await get('/natjecaj/25')
      await get('/natjecaj/25')
      expect(rendered).toBe(2)
    }
    expect(cache.size).toBe(0)
  })

  it('keeps a page for the shorter of its s-maxage and 30 s', async () => {
    behind.headers['cache-control'] = 's-maxage=10, stale-while-revalidate=100'
    await get('/insights')
    clock += 9_999
    await get('/insights')
    expect(rendered).toBe(1)
    clock += 1
    await get('/insights')
    expect(rendered).toBe(2)

    behind.headers['cache-control'] = nextHeaders['cache-control']
    cache.expire()
    await get('/insights')
    clock += 29_999
    await get('/insights')
    expect(rendered).toBe(3)
    clock += 1
    await get('/insights')
    expect(rendered).toBe(4)
  })

  it('forgets every page when an edit expires them, and keeps no render that began before', async () => {
    await get('/')
    await get('/natjecaj/25')
    expect(cache.size).toBe(2)
    cache.expire()
    expect(cache.size).toBe(0)

    // An edit lands while a render is under way: that render may hold the old data.
    duringRender = () => cache.expire()
    await get('/')
    duringRender = () => {}
    expect(cache.size).toBe(0)
    await get('/')
    await get('/')
    expect(rendered).toBe(4)
  })
})
