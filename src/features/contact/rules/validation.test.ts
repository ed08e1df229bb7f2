import { describe, expect, it } from 'vitest'

import { validateContact } from './validation'

const valid = {
  firstName: ' Ana ',
  lastName: 'Horvat',
  email: 'ana.horvat@primjer.hr',
  company: '',
  message: ' Zanima nas natječaj za digitalizaciju. ',
}

describe('contact validation', () => {
  it('trims the values and leaves out an empty company', () => {
    expect(validateContact(valid)).toEqual({
      ok: true,
      spam: false,
      value: {
        firstName: 'Ana',
        lastName: 'Horvat',
        email: 'ana.horvat@primjer.hr',
        message: 'Zanima nas natječaj za digitalizaciju.',
      },
    })
    expect(validateContact({ ...valid, company: ' Drvo d.o.o. ' })).toMatchObject({
      ok: true,
      value: { company: 'Drvo d.o.o.' },
    })
  })

  it('names every missing required field, also for blank and non-text values', () => {
    expect(validateContact({ ...valid, firstName: '   ', message: '' })).toEqual({
      ok: false,
      errors: { firstName: 'required', message: 'required' },
    })
    for (const input of [null, undefined, 42, 'text', []]) {
      expect(validateContact(input)).toEqual({
        ok: false,
        errors: {
          firstName: 'required',
          lastName: 'required',
          email: 'required',
          message: 'required',
        },
      })
    }
  })

  it('names a field of the wrong type as such, not as missing', () => {
    expect(validateContact({ ...valid, firstName: 5, message: ['Upit'] })).toEqual({
      ok: false,
      errors: { firstName: 'type', message: 'type' },
    })
    expect(validateContact({ firstName: 5 })).toEqual({
      ok: false,
      errors: { firstName: 'type', lastName: 'required', email: 'required', message: 'required' },
    })
    expect(validateContact({ ...valid, call: { id: 1 } })).toEqual({
      ok: false,
      errors: { call: 'type' },
    })
    // Text far over any field's bound is too long, whatever the field.
    expect(validateContact({ ...valid, company: 'd'.repeat(20_001) })).toEqual({
      ok: false,
      errors: { company: 'tooLong' },
    })
    // A honeypot filled with anything at all is a bot's.
    expect(validateContact({ ...valid, website: 1 })).toMatchObject({ ok: true, spam: true })
  })

  it('refuses a malformed e-mail, line breaks in one-line fields and overlong values', () => {
    expect(validateContact({ ...valid, email: 'ana@' })).toEqual({
      ok: false,
      errors: { email: 'email' },
    })
    expect(validateContact({ ...valid, lastName: 'Horvat\r\nBcc: x@y.hr' })).toEqual({
      ok: false,
      errors: { lastName: 'singleLine' },
    })
    expect(validateContact({ ...valid, message: 'a'.repeat(5001) })).toEqual({
      ok: false,
      errors: { message: 'tooLong' },
    })
  })

  it('keeps line breaks in the message', () => {
    const result = validateContact({ ...valid, message: 'Prvi red\nDrugi\tred' })
    expect(result).toMatchObject({ ok: true, value: { message: 'Prvi red\nDrugi\tred' } })
  })

  it('refuses control and text-direction characters in every field instead of cutting them', () => {
    expect(validateContact({ ...valid, firstName: 'A\u0000B' })).toEqual({
      ok: false,
      errors: { firstName: 'characters' },
    })
    expect(validateContact({ ...valid, lastName: 'Horvat\u202Egpj.exe' })).toEqual({
      ok: false,
      errors: { lastName: 'characters' },
    })
    expect(validateContact({ ...valid, company: 'Firma\u2066' })).toEqual({
      ok: false,
      errors: { company: 'characters' },
    })
    expect(validateContact({ ...valid, message: 'Prvi red\nDrugi\u0007 red' })).toEqual({
      ok: false,
      errors: { message: 'characters' },
    })
  })

  it('marks a filled honeypot as spam', () => {
    expect(validateContact({ ...valid, website: 'http://spam.example' })).toMatchObject({
      ok: true,
      spam: true,
    })
  })

  it('takes the context an enquiry carries: the call, the checked code and where it came from', () => {
    expect(
      validateContact({
        ...valid,
        call: '42',
        code: ' 62.01 ',
        codeVersion: 'nkd2025',
        origin: 'funding-check',
      }),
    ).toMatchObject({
      ok: true,
      value: { call: 42, code: '62.01', codeVersion: 'nkd2025', origin: 'funding-check' },
    })
    // A script sends numbers; a code without its version is from NKD 2007; empty is none.
    expect(validateContact({ ...valid, call: 7, code: '10.71', origin: 'call' })).toMatchObject({
      ok: true,
      value: { call: 7, code: '10.71', codeVersion: 'nkd2007', origin: 'call' },
    })
    const plain = validateContact({ ...valid, call: '', code: '', codeVersion: '', origin: null })
    expect(plain.ok && Object.keys(plain.value)).toEqual([
      'firstName',
      'lastName',
      'email',
      'message',
    ])
  })

  it('refuses a call that is no id, a code not written NN.NN, an unknown version or origin', () => {
    for (const call of ['abc', '0', '-3', '1.5', 2_147_483_648, 3.5]) {
      expect(validateContact({ ...valid, call })).toEqual({ ok: false, errors: { call: 'call' } })
    }
    for (const code of ['62', '62.0', '6201', '62.01.1', 'C.10']) {
      expect(validateContact({ ...valid, code })).toEqual({ ok: false, errors: { code: 'code' } })
    }
    expect(validateContact({ ...valid, code: '62.01', codeVersion: 'nkd2030' })).toEqual({
      ok: false,
      errors: { codeVersion: 'code' },
    })
    expect(validateContact({ ...valid, origin: 'newsletter' })).toEqual({
      ok: false,
      errors: { origin: 'origin' },
    })
  })
})
