import { describe, expect, it } from 'vitest'

import { readFingerprint, urlKey, writeFingerprint } from './fingerprint'
import { sha256 } from './pageText'

describe('fingerprint', () => {
  it('keeps the text hash with the key of the address it was read from', () => {
    const hash = sha256('Natječaj')
    const stored = writeFingerprint('https://fondovi.example/natjecaj', hash)
    expect(stored).toBe(`${hash} ${urlKey('https://fondovi.example/natjecaj')}`)
    expect(readFingerprint(stored)).toEqual({
      hash,
      urlKey: urlKey('https://fondovi.example/natjecaj'),
    })
    expect(urlKey('https://fondovi.example/natjecaj')).not.toBe(urlKey('https://fondovi.example/'))
  })

  it('stores an address whose page was never read without a hash', () => {
    const stored = writeFingerprint('https://fondovi.example/', null)
    expect(readFingerprint(stored)).toEqual({
      hash: null,
      urlKey: urlKey('https://fondovi.example/'),
    })
  })

  it('reads nothing from an empty or foreign value', () => {
    expect(readFingerprint(null)).toBeNull()
    expect(readFingerprint('')).toBeNull()
    expect(readFingerprint(sha256('x'))).toBeNull()
  })
})
