import { describe, expect, it } from 'vitest'

import { addressKey, clientAddress, consume, tooManyRequests } from './rateLimit'

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

  it('count an IPv4 client by its address and an IPv6 client by its /64 network', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('203.0.113.8')).toBe('203.0.113.8')
    // Every address a subscriber's /64 holds is one key, however it is written.
    const network = '2001:db8:85a3:8d3::/64'
    for (const address of [
      '2001:db8:85a3:8d3:1319:8a2e:370:7348',
      '2001:0db8:85a3:08d3:ffff:ffff:ffff:ffff',
      '2001:DB8:85A3:8D3::1',
      '2001:db8:85a3:8d3::',
      '2001:db8:85a3:8d3::c000:201',
      '2001:db8:85a3:8d3::192.0.2.1',
      '2001:db8:85a3:8d3::9%eth0',
    ]) {
      expect(addressKey(address), address).toBe(network)
    }
    expect(addressKey('2001:db8:85a3:8d4::1')).toBe('2001:db8:85a3:8d4::/64')
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    // An IPv4 address that reached an IPv6 socket is that IPv4 address.
    expect(addressKey('::ffff:198.51.100.2')).toBe('198.51.100.2')
    expect(addressKey('unknown')).toBe('unknown')
    expect(
      clientAddress(new Headers({ 'x-forwarded-for': '2001:db8:1:2:a:b:c:d, 10.0.0.1' })),
    ).toBe('2001:db8:1:2::/64')
  })

  it('answer 429 with Retry-After', async () => {
    const response = tooManyRequests(12, 'Too many requests')
    expect(response.status).toBe(429)
    expect(response.headers.get('Retry-After')).toBe('12')
    expect(await response.json()).toEqual({ error: 'Too many requests' })
  })
})
