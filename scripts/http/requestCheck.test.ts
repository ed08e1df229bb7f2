import { describe, expect, it } from 'vitest'

import { refusal } from './requestCheck.mjs'

const status = (method: string, url: string) => refusal(method, url)?.status ?? 'passes'

describe('requests the server refuses before Next.js', () => {
  it('lets pages, files and feeds be read, and nothing else', () => {
    for (const path of ['/', '/en/insights', '/natjecaj/12', '/robots.txt', '/_next/static/a.js']) {
      expect(status('GET', path), path).toBe('passes')
      expect(status('HEAD', `${path}?x=1`), path).toBe('passes')
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND', 'TRACE']) {
        expect(refusal(method, path), `${method} ${path}`).toMatchObject({
          status: 405,
          headers: { Allow: 'GET, HEAD' },
        })
      }
    }
  })

  it('lets /admin post (Payload’s server functions) and leaves the API its methods', () => {
    expect(status('POST', '/admin/collections/leads')).toBe('passes')
    expect(refusal('PUT', '/admin')).toMatchObject({
      status: 405,
      headers: { Allow: 'GET, HEAD, POST' },
    })
    // Not a path under /admin.
    expect(status('POST', '/administracija')).toBe(405)
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect(status(method, '/api/funding-calls/1'), method).toBe('passes')
    }
    expect(status('TRACE', '/api/funding-calls')).toBe(405)
    expect(status('PROPFIND', '/api')).toBe(405)
  })

  it('answers 400 for a path whose percent-encoding cannot be decoded, or no path at all', () => {
    for (const url of ['/%', '/%zz', '/%E0%A4%A', '/en/%C0%AF', '/api/x/%', '/_next/static/%']) {
      expect(status('GET', url), url).toBe(400)
    }
    expect(status('OPTIONS', '*')).toBe(400)
    // A broken query is the page's to read; a well-formed encoding passes.
    expect(status('GET', '/otvoreni-natjecaji?q=%')).toBe('passes')
    expect(status('GET', '/natjecaj/%C4%8D')).toBe('passes')
    expect(status('GET', 'http://localhost/en/insights')).toBe('passes')
  })
})
