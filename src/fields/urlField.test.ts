import { describe, expect, it } from 'vitest'

import { isSafeHttpUrl } from './urlField'

describe('isSafeHttpUrl', () => {
  it('accepts absolute http and https addresses', () => {
    expect(isSafeHttpUrl('https://www.linkedin.com/company/example')).toBe(true)
    expect(isSafeHttpUrl('http://example.hr')).toBe(true)
  })

  it('refuses script URLs, relative paths and garbage', () => {
    expect(isSafeHttpUrl('javascript:alert(1)')).toBe(false)
    expect(isSafeHttpUrl('/relative')).toBe(false)
    expect(isSafeHttpUrl('not a url')).toBe(false)
  })
})
