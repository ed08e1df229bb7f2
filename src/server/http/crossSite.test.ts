import { describe, expect, it } from 'vitest'

import { isCrossSite } from './crossSite'

const site = ['https://www.fondium.hr']
const headers = (fields: Record<string, string>) => new Headers(fields)

describe('cross-site requests', () => {
  it('passes the site’s own pages', () => {
    expect(isCrossSite(headers({ origin: 'https://www.fondium.hr' }), site)).toBe(false)
    expect(isCrossSite(headers({ 'sec-fetch-site': 'same-origin' }), site)).toBe(false)
  })

  it('refuses another origin, a look-alike, and the opaque origin', () => {
    for (const origin of [
      'https://evil.example',
      'https://www.fondium.hr.evil.example',
      'http://www.fondium.hr',
      'null',
    ]) {
      expect(isCrossSite(headers({ origin }), site)).toBe(true)
    }
  })

  it('refuses a browser that says the request is cross-site, even without Origin', () => {
    expect(isCrossSite(headers({ 'sec-fetch-site': 'cross-site' }), site)).toBe(true)
    expect(isCrossSite(headers({ 'sec-fetch-site': 'same-site' }), site)).toBe(true)
  })

  it('passes clients that are not browsers (no Origin, no Sec-Fetch-Site)', () => {
    expect(isCrossSite(headers({}), site)).toBe(false)
    expect(isCrossSite(headers({ 'sec-fetch-site': 'none' }), site)).toBe(false)
  })
})
