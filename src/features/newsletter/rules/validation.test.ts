import { describe, expect, it } from 'vitest'

import { validateNewsletter } from './validation'

describe('newsletter validation', () => {
  it('trims the name and normalises the e-mail', () => {
    expect(validateNewsletter({ name: ' Ivana ', email: ' Ivana.Kovac@Primjer.HR ' })).toEqual({
      ok: true,
      spam: false,
      value: { name: 'Ivana', email: 'ivana.kovac@primjer.hr' },
    })
  })

  it('refuses blank, malformed and non-text values', () => {
    expect(validateNewsletter({ name: '  ', email: 'ivana@primjer.hr' })).toEqual({
      ok: false,
      errors: { name: 'invalid' },
    })
    expect(validateNewsletter({ name: 'Ivana', email: 'ivana at primjer.hr' })).toEqual({
      ok: false,
      errors: { email: 'invalid' },
    })
    expect(validateNewsletter({ name: ['x'], email: 3 })).toEqual({
      ok: false,
      errors: { name: 'invalid', email: 'invalid' },
    })
    expect(validateNewsletter({ name: 'x'.repeat(101), email: 'a@b.hr' })).toEqual({
      ok: false,
      errors: { name: 'tooLong' },
    })
  })

  it('refuses control and text-direction characters in the name', () => {
    for (const name of ['Iva\u0000na', 'Iva\nna', 'Ivana\u202E']) {
      expect(validateNewsletter({ name, email: 'ivana@primjer.hr' })).toEqual({
        ok: false,
        errors: { name: 'characters' },
      })
    }
  })

  it('marks a filled honeypot as spam', () => {
    expect(
      validateNewsletter({ name: 'Bot', email: 'bot@spam.example', website: 'x' }),
    ).toMatchObject({ ok: true, spam: true })
  })
})
