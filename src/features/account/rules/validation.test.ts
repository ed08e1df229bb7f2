import { describe, expect, it } from 'vitest'

import { validateEmailOnly, validateLogin, validateReset, validateSignup } from './validation'

describe('account forms', () => {
  it('login needs both fields and compares the e-mail in lower case', () => {
    expect(validateLogin({ email: ' Ana@Primjer.HR ', password: 'x' })).toEqual({
      ok: true,
      value: { email: 'ana@primjer.hr', password: 'x' },
    })
    expect(validateLogin({})).toEqual({
      ok: false,
      errors: { email: 'required', password: 'required' },
    })
    expect(validateLogin('garbage')).toMatchObject({ ok: false })
  })

  it('signup needs a name, a valid e-mail and an uncommon password of 6 or more', () => {
    expect(
      validateSignup({ fullName: ' Ana Horvat ', email: 'ana@primjer.hr', password: 'Ribnjak-7' }),
    ).toEqual({
      ok: true,
      value: { fullName: 'Ana Horvat', email: 'ana@primjer.hr', password: 'Ribnjak-7' },
    })
    expect(validateSignup({ fullName: ' ', email: 'ana@', password: '12345' })).toEqual({
      ok: false,
      errors: { fullName: 'required', email: 'email', password: 'tooShort' },
    })
    expect(
      validateSignup({ fullName: 'Ana', email: 'ana@primjer.hr', password: 'lozinka123' }),
    ).toEqual({ ok: false, errors: { password: 'common' } })
  })

  it('refuses control and text-direction characters in the name', () => {
    for (const fullName of ['Ana\u0000Horvat', 'Ana\nHorvat', 'Ana \u202EHorvat']) {
      expect(validateSignup({ fullName, email: 'ana@primjer.hr', password: 'Ribnjak-7' })).toEqual({
        ok: false,
        errors: { fullName: 'characters' },
      })
    }
  })

  it('checks the e-mail of the recovery forms and the token of a reset', () => {
    expect(validateEmailOnly({ email: 'x' })).toEqual({ ok: false, errors: { email: 'email' } })
    expect(validateReset({ token: 'abc', password: 'Ribnjak-7' })).toEqual({
      ok: false,
      errors: { token: 'required' },
    })
    expect(validateReset({ token: 'a1'.repeat(20), password: 'Ribnjak-7' })).toMatchObject({
      ok: true,
    })
  })
})
