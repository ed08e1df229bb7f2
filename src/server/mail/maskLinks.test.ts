import { describe, expect, it } from 'vitest'

import { maskLinks } from './maskLinks'

describe('maskLinks', () => {
  it('hides the token of a reset, confirm or manage link in text and HTML', () => {
    expect(
      maskLinks('Otvorite https://fondium.hr/auth/reset?token=abc123.def-456_x za novu lozinku.'),
    ).toBe('Otvorite https://fondium.hr/auth/reset?token=[hidden] za novu lozinku.')
    expect(
      maskLinks('<a href="https://fondium.hr/api/account/verify?locale=en&amp;token=Zx9_-a.b">'),
    ).toBe('<a href="https://fondium.hr/api/account/verify?locale=en&amp;token=[hidden]">')
    expect(maskLinks('/alerts/not-relevant?token=q1w2e3&call=12')).toBe(
      '/alerts/not-relevant?token=[hidden]&call=12',
    )
    expect(maskLinks('/api/downloads/file/vodic.pdf?grant=g.h.i')).toBe(
      '/api/downloads/file/vodic.pdf?grant=[hidden]',
    )
  })

  it('leaves other parameters and words alone', () => {
    const text = 'Vidi https://fondium.hr/natjecaji?program=npoo&page=2 (token economy)'
    expect(maskLinks(text)).toBe(text)
  })
})
