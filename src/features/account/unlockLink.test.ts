import { describe, expect, it } from 'vitest'

import { readUnlockToken, unlockToken } from './unlockLink'

const secret = 'a-secret-of-the-site-at-least-32-characters'

describe('unlock links', () => {
  it('name their account for one hour, and only with the site’s signature', () => {
    const now = Date.UTC(2026, 0, 5, 9)
    const token = unlockToken(secret, 42, now)
    expect(readUnlockToken(secret, token, now + 59 * 60_000)).toMatchObject({ userId: 42 })
    expect(readUnlockToken(secret, token, now + 61 * 60_000)).toBeNull()
    expect(readUnlockToken('another-secret-of-at-least-32-characters', token, now)).toBeNull()
    expect(readUnlockToken(secret, token.replace(/^42\./, '43.'), now)).toBeNull()
    expect(readUnlockToken(secret, `${token}x`, now)).toBeNull()
    expect(readUnlockToken(secret, 42, now)).toBeNull()
  })

  it('differ each time, so that each can be used once', () => {
    const now = Date.now()
    const first = readUnlockToken(secret, unlockToken(secret, 7, now), now)
    const second = readUnlockToken(secret, unlockToken(secret, 7, now), now)
    expect(first?.nonce).not.toBe(second?.nonce)
  })
})
