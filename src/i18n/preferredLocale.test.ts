import { describe, expect, it } from 'vitest'

import { preferredLocaleRedirect } from './preferredLocale'

describe('preferredLocaleRedirect', () => {
  it('sends a visitor who chose English or German from an unprefixed path to their language', () => {
    expect(preferredLocaleRedirect('/', 'en')).toBe('/en')
    expect(preferredLocaleRedirect('/privacy', 'de')).toBe('/de/privacy')
  })

  it('leaves Croatian, prefixed paths and unknown values alone', () => {
    expect(preferredLocaleRedirect('/', 'hr')).toBeNull()
    expect(preferredLocaleRedirect('/en/privacy', 'de')).toBeNull()
    expect(preferredLocaleRedirect('/', 'fr')).toBeNull()
    expect(preferredLocaleRedirect('/', undefined)).toBeNull()
    expect(preferredLocaleRedirect('/', 'EN')).toBeNull()
  })
})
