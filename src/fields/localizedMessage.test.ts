import { describe, expect, it } from 'vitest'

import { localizedMessage } from './localizedMessage'

describe('localizedMessage', () => {
  const message = localizedMessage({ hr: 'Neispravno.', en: 'Invalid.', de: 'Ungültig.' })

  it('answers in the admin language, and in Croatian when it is unknown', () => {
    expect(message({ req: { i18n: { language: 'de' } } })).toBe('Ungültig.')
    expect(message({ req: { i18n: { language: 'en' } } })).toBe('Invalid.')
    expect(message({ req: { i18n: { language: 'fr' } } })).toBe('Neispravno.')
    expect(message({ req: {} })).toBe('Neispravno.')
  })
})
