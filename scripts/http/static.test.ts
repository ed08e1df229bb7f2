import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { rawRequest } from './rawRequest'
import { precompress, preferred, staticFiles } from './static.mjs'

// A build's static folder with a script, a stylesheet, a script too small to compress and a
// font; beside it (outside the folder) a script with copies that must never be served.
const base = mkdtempSync(path.join(tmpdir(), 'static-'))
const dir = path.join(base, 'static')
const script = `(function(){${'var offer = "Bespovratna sredstva za mikro poduzeća"; '.repeat(80)}})()`
const stylesheet = `${'.hero{color:#0b3d5c;margin:0 auto}\n'.repeat(60)}`
const tiny = 'console.log(1)'

let server: Server
let origin = ''
const passed: string[] = []

const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(`${origin}${url}`, headers, method)

beforeAll(async () => {
  mkdirSync(path.join(dir, 'chunks'), { recursive: true })
  mkdirSync(path.join(dir, 'css'), { recursive: true })
  mkdirSync(path.join(dir, 'media'), { recursive: true })
  writeFileSync(path.join(dir, 'chunks', 'app.js'), script)
  writeFileSync(path.join(dir, 'chunks', 'tiny.js'), tiny)
  writeFileSync(path.join(dir, 'css', 'site.css'), stylesheet)
  writeFileSync(path.join(dir, 'media', 'font.woff2'), Buffer.alloc(4096, 7))
  writeFileSync(path.join(base, 'secret.js'), 'leak')
  writeFileSync(path.join(base, 'secret.js.br'), 'leak')
  writeFileSync(path.join(base, 'secret.js.gz'), 'leak')
  expect(await precompress(dir)).toBe(2)

  const serveStatic = staticFiles(dir)
  server = createServer((request, response) => {
    if (serveStatic(request, response)) return
    // What Next.js would do with the rest; the test reads which requests got here.
    passed.push(request.url ?? '')
    response.statusCode = 299
    response.end('next')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  rmSync(base, { recursive: true, force: true })
})

describe('precompressed scripts and stylesheets', () => {
  it('sends brotli to a browser that takes it, decoding to the built file', async () => {
    const answer = await get('/_next/static/chunks/app.js', {
      'accept-encoding': 'gzip, deflate, br, zstd',
    })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8')
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(answer.headers.vary).toBe('Accept-Encoding')
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
    expect(answer.body.length).toBeLessThan(script.length / 10)
    expect(brotliDecompressSync(answer.body).toString()).toBe(script)
  })

  it('sends gzip to a client without brotli', async () => {
    const answer = await get('/_next/static/css/site.css', { 'accept-encoding': 'gzip' })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.headers['content-type']).toBe('text/css; charset=UTF-8')
    expect(gunzipSync(answer.body).toString()).toBe(stylesheet)
  })

  it('answers a repeated request with 304 when the browser holds the same copy', async () => {
    const first = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' })
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[\w-]{20}"$/)
    const again = await get('/_next/static/chunks/app.js', {
      'accept-encoding': 'br',
      'if-none-match': `"other", ${etag}`,
    })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    const stale = await get('/_next/static/chunks/app.js', {
      'accept-encoding': 'br',
      'if-none-match': '"other"',
    })
    expect(stale.status).toBe(200)
  })

  it('answers HEAD with the headers and no body', async () => {
    const answer = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD')
    expect(answer.status).toBe(200)
    expect(Number(answer.headers['content-length'])).toBeGreaterThan(0)
    expect(answer.body.length).toBe(0)
  })

  it('leaves to Next.js what it has no copy for, and every other request', async () => {
    passed.length = 0
    const urls: [string, string][] = [
      ['/_next/static/chunks/app.js', ''],
      ['/_next/static/chunks/tiny.js', 'br'],
      ['/_next/static/media/font.woff2', 'br'],
      ['/_next/static/chunks/missing.js', 'br'],
      ['/_next/image?url=%2Fmedia%2Fhero.jpg&w=640&q=75', 'br'],
      ['/hr', 'br'],
    ]
    for (const [url, encoding] of urls) {
      const answer = await get(url, encoding ? { 'accept-encoding': encoding } : {})
      expect(answer.status, url).toBe(299)
    }
    expect((await get('/_next/static/chunks/app.js', {}, 'POST')).status).toBe(299)
    expect(passed).toHaveLength(urls.length + 1)
  })

  it('never serves a file outside the static folder', async () => {
    for (const url of [
      '/_next/static/../secret.js',
      '/_next/static/%2e%2e/secret.js',
      '/_next/static/chunks/%2E%2E%2F%2E%2E%2Fsecret.js',
      '/_next/static/%E0%A4%A.js',
    ]) {
      const answer = await get(url, { 'accept-encoding': 'br' })
      expect(answer.status, url).toBe(299)
      expect(answer.body.toString(), url).toBe('next')
    }
  })
})

describe('preferred encoding', () => {
  it('takes brotli first, then gzip, else none', () => {
    expect(preferred('gzip, deflate, br')).toBe('br')
    expect(preferred('gzip')).toBe('gzip')
    expect(preferred('deflate, identity')).toBe('')
    expect(preferred('brotli-ish')).toBe('')
  })
})
