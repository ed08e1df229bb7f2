import { describe, expect, it } from 'vitest'

import { grantedDownload, grantFor, grantSeconds } from './grant'

const secret = 'a'.repeat(64)
const now = Date.parse('2026-11-26T09:00:00Z')

describe('download grants', () => {
  it('opens the download it was given for, for a week', () => {
    const token = grantFor(secret, 42, now)
    expect(grantedDownload(secret, token, now)).toBe(42)
    expect(grantedDownload(secret, token, now + (grantSeconds - 60) * 1000)).toBe(42)
    expect(grantedDownload(secret, token, now + (grantSeconds + 1) * 1000)).toBeNull()
  })

  it('refuses a token for another download, another secret or a longer life', () => {
    const token = grantFor(secret, 42, now)
    const [, expires, signature] = token.split('.')
    expect(grantedDownload(secret, `43.${expires}.${signature}`, now)).toBeNull()
    expect(grantedDownload(secret, `42.${Number(expires) + 3600}.${signature}`, now)).toBeNull()
    expect(grantedDownload('b'.repeat(64), token, now)).toBeNull()
    expect(grantedDownload(secret, '', now)).toBeNull()
    expect(grantedDownload(secret, '42', now)).toBeNull()
  })
})
