import { describe, expect, it } from 'vitest'

import { isKnownDevice, rememberDevice } from './knownDevice'

const secret = 'a-secret-of-the-site-at-least-32-characters'
const now = Date.UTC(2026, 0, 5, 9)

/** The Cookie header a browser sends back for a Set-Cookie value. */
const sent = (setCookie: string) => setCookie.split(';')[0]!

describe('the known-device cookie', () => {
  it('vouches for the accounts signed in from the browser, and only for 180 days', () => {
    const cookie = sent(rememberDevice(secret, null, 'iva@primjer.hr', { secure: false, now }))
    expect(isKnownDevice(secret, `a=1; ${cookie}`, 'iva@primjer.hr', now)).toBe(true)
    expect(isKnownDevice(secret, cookie, 'ana@primjer.hr', now)).toBe(false)
    expect(
      isKnownDevice('another-secret-of-at-least-32-characters', cookie, 'iva@primjer.hr', now),
    ).toBe(false)
    expect(isKnownDevice(secret, cookie, 'iva@primjer.hr', now + 181 * 86_400_000)).toBe(false)
    expect(isKnownDevice(secret, null, 'iva@primjer.hr', now)).toBe(false)
  })

  it('keeps the five most recent accounts, HttpOnly and for the API only', () => {
    let header: string | null = null
    let setCookie = ''
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f', 'a']) {
      setCookie = rememberDevice(secret, header, `${name}@primjer.hr`, { secure: true, now })
      header = sent(setCookie)
    }
    expect(setCookie).toMatch(/; Path=\/api; Max-Age=15552000; HttpOnly; SameSite=Lax; Secure$/)
    const known = ['a', 'b', 'c', 'd', 'e', 'f'].filter((name) =>
      isKnownDevice(secret, header, `${name}@primjer.hr`, now),
    )
    expect(known).toEqual(['a', 'c', 'd', 'e', 'f'])
  })
})
