import { describe, expect, it } from 'vitest'

import { clientAddress, consume, tooManyRequests } from './rateLimit'

describe('rate limits', () => {
  it('allow the given number of requests per key, then say how long to wait', async () => {
    const limit = { name: `test-${Date.now()}`, points: 3, durationSeconds: 60 }
    for (let i = 0; i < 3; i++) expect(await consume(limit, 'a')).toEqual({ ok: true })
    const refused = await consume(limit, 'a')
    expect(refused.ok).toBe(false)
    if (!refused.ok) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(0)
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60)
    }
    expect(await consume(limit, 'b')).toEqual({ ok: true })
  })

  it('read the client address from the proxy headers', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }))).toBe(
      '203.0.113.7',
    )
    expect(clientAddress(new Headers({ 'x-real-ip': '198.51.100.2' }))).toBe('198.51.100.2')
    expect(clientAddress(new Headers())).toBe('unknown')
  })

  it('answer 429 with Retry-After', async () => {
    const response = tooManyRequests(12, 'Too many requests')
    expect(response.status).toBe(429)
    expect(response.headers.get('Retry-After')).toBe('12')
    expect(await response.json()).toEqual({ error: 'Too many requests' })
  })
})
