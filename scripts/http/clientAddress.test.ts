import { describe, expect, it } from 'vitest'

import { clientAddress, trustedProxies } from './clientAddress.mjs'

describe('the client address behind trusted proxies', () => {
  it('believes X-Forwarded-For only from a proxy on this machine by default', () => {
    const loopback = trustedProxies(undefined)
    expect(clientAddress('127.0.0.1', '203.0.113.9', loopback)).toBe('203.0.113.9')
    expect(clientAddress('::ffff:127.0.0.1', '203.0.113.9', loopback)).toBe('203.0.113.9')
    expect(clientAddress('::1', '2001:db8::7', loopback)).toBe('2001:db8::7')
    // A client that reaches the server directly cannot pick its own key.
    expect(clientAddress('198.51.100.4', '203.0.113.9', loopback)).toBe('198.51.100.4')
    expect(clientAddress('::ffff:198.51.100.4', '1.2.3.4', loopback)).toBe('198.51.100.4')
  })

  it('reads the chain from the right, so an address the client wrote itself is not believed', () => {
    const proxies = trustedProxies('10.0.0.0/8, loopback')
    // The client sent "X-Forwarded-For: 1.1.1.1"; the proxy appended the real address.
    expect(clientAddress('10.0.0.2', '1.1.1.1, 203.0.113.9', proxies)).toBe('203.0.113.9')
    expect(clientAddress('127.0.0.1', '203.0.113.9, 10.0.0.5', proxies)).toBe('203.0.113.9')
    expect(clientAddress('10.0.0.2', 'garbage, 203.0.113.9', proxies)).toBe('203.0.113.9')
    expect(clientAddress('10.0.0.2', '203.0.113.9, not-an-address', proxies)).toBe('10.0.0.2')
    expect(clientAddress('10.0.0.2', undefined, proxies)).toBe('10.0.0.2')
  })

  it('trusts nobody when TRUSTED_PROXIES is empty, and refuses what it cannot read', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.9', trustedProxies(''))).toBe('127.0.0.1')
    expect(() => trustedProxies('10.0.0.0/33')).toThrow(/TRUSTED_PROXIES/)
    expect(() => trustedProxies('proxy.internal')).toThrow(/TRUSTED_PROXIES/)
    const named = trustedProxies('private')
    expect(clientAddress('192.168.1.10', '203.0.113.9', named)).toBe('203.0.113.9')
    expect(clientAddress('172.32.0.1', '203.0.113.9', named)).toBe('172.32.0.1')
  })
})
