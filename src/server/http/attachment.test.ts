import { describe, expect, it } from 'vitest'

import { asAttachment, uploadFileName } from './attachment'

describe('file answers as named downloads', () => {
  it('names the file both ways, and leaves an error answer alone', () => {
    const file = asAttachment(new Response('x', { status: 200 }), "Đurđa's plan (A).pdf")
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Durda's plan (A).pdf"; filename*=UTF-8''%C4%90ur%C4%91a%27s%20plan%20%28A%29.pdf`,
    )
    const quoted = asAttachment(new Response('x'), 'plan "A" – 2026.pdf')
    expect(quoted.headers.get('content-disposition')).toMatch(
      /^attachment; filename="plan _A_ _ 2026.pdf"/,
    )
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
    const denied = asAttachment(new Response('no', { status: 403 }), 'x.pdf')
    expect(denied.headers.get('content-disposition')).toBeNull()
  })

  it('reads the file name of an upload route only', () => {
    expect(uploadFileName('/api/downloads/file/vodi%C4%8D.pdf', 'downloads')).toBe('vodič.pdf')
    expect(uploadFileName('/api/downloads/1', 'downloads')).toBeNull()
    expect(uploadFileName('/api/media/file/x.pdf', 'downloads')).toBeNull()
    expect(uploadFileName('/api/downloads/file/%E0%A4%A', 'downloads')).toBeNull()
  })
})
