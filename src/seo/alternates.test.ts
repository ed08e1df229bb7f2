import { describe, expect, it } from 'vitest'

import { alternates, localizedPath } from './alternates'

describe('localizedPath', () => {
  it('leaves Croatian unprefixed and prefixes English and German', () => {
    expect(localizedPath('hr', '/')).toBe('/')
    expect(localizedPath('hr', '/privacy')).toBe('/privacy')
    expect(localizedPath('en', '/')).toBe('/en')
    expect(localizedPath('de', '/privacy')).toBe('/de/privacy')
  })
})

describe('alternates', () => {
  it('gives the canonical URL of the language and every hreflang alternate', () => {
    expect(alternates('en', '/terms')).toEqual({
      canonical: '/en/terms',
      languages: { hr: '/terms', en: '/en/terms', de: '/de/terms', 'x-default': '/terms' },
    })
  })
})
