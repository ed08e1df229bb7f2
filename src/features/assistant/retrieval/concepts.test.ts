import { describe, expect, it } from 'vitest'

import { conceptTags } from './concepts'

describe('concept tags', () => {
  it('read an address as where the firm is, in three languages', () => {
    expect(conceptTags('Our address: Trg Ante Starčevića 7, Osijek', 'text')).toContain('#place')
    expect(conceptTags('Naša adresa je u Osijeku', 'text')).toContain('#place')
    expect(conceptTags('Unsere Adresse in Osijek', 'text')).toContain('#place')
    expect(conceptTags('where is your office', 'question')).toContain('#place')
  })

  it('do not read an e-mail address as a place', () => {
    expect(conceptTags('we ask for your e-mail address', 'text')).not.toContain('#place')
    expect(conceptTags('your email address', 'text')).not.toContain('#place')
    expect(conceptTags('Ihre E-Mail-Adresse', 'text')).not.toContain('#place')
    expect(conceptTags('vašu e-adresu', 'text')).not.toContain('#place')
  })
})
