import { describe, expect, it } from 'vitest'

import { validateDownloadRequest } from './request'

describe('gated download request', () => {
  it('takes a name, an e-mail, the download and the newsletter box', () => {
    expect(
      validateDownloadRequest({
        download: '7',
        firstName: ' Ana ',
        email: 'ana@tvrtka.hr ',
        newsletter: 'on',
      }),
    ).toEqual({
      ok: true,
      value: { download: 7, firstName: 'Ana', email: 'ana@tvrtka.hr', newsletter: true },
      spam: false,
    })
    const json = validateDownloadRequest({ download: 7, firstName: 'Ana', email: 'a@b.hr' })
    expect(json.ok && json.value.newsletter).toBe(false)
  })

  it('refuses missing, malformed, multi-line and hidden-character values', () => {
    expect(validateDownloadRequest({})).toEqual({
      ok: false,
      errors: { firstName: 'required', email: 'required' },
    })
    expect(validateDownloadRequest({ firstName: 'Ana', email: 'ana@' })).toEqual({
      ok: false,
      errors: { email: 'email' },
    })
    expect(validateDownloadRequest({ firstName: 'A\nB', email: 'a@b.hr' })).toEqual({
      ok: false,
      errors: { firstName: 'singleLine' },
    })
    expect(validateDownloadRequest({ firstName: 'Ana\u202e', email: 'a@b.hr' })).toEqual({
      ok: false,
      errors: { firstName: 'characters' },
    })
    expect(validateDownloadRequest({ firstName: 'x'.repeat(101), email: 'a@b.hr' })).toEqual({
      ok: false,
      errors: { firstName: 'tooLong' },
    })
  })

  it('reads an unknown download as none and a filled honeypot as spam', () => {
    const result = validateDownloadRequest({
      download: 'abc',
      firstName: 'Ana',
      email: 'a@b.hr',
      website: 'x',
    })
    expect(result).toEqual({
      ok: true,
      value: { download: null, firstName: 'Ana', email: 'a@b.hr', newsletter: false },
      spam: true,
    })
    expect(validateDownloadRequest('not an object')).toMatchObject({ ok: false })
  })
})
