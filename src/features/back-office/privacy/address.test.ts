import { describe, expect, it } from 'vitest'

import { mentionsAddress, sameAddress, subjectKey } from './address'

describe('matching an address', () => {
  const address = 'ana.kovac@primjer.hr'

  it('takes a stored address whatever its case and spaces, and no other', () => {
    expect(sameAddress(' Ana.Kovac@PRIMJER.hr ', address)).toBe(true)
    expect(sameAddress('hana.kovac@primjer.hr', address)).toBe(false)
    expect(sameAddress(null, address)).toBe(false)
  })

  it('finds the address named among recipients or in a text, as a whole address', () => {
    expect(mentionsAddress('Ana Kovač <ana.kovac@primjer.hr>, ured@firma.hr', address)).toBe(true)
    expect(mentionsAddress('Odgovorite na ANA.KOVAC@primjer.hr.', address)).toBe(true)
    expect(mentionsAddress('hana.kovac@primjer.hr', address)).toBe(false)
    expect(mentionsAddress('ana.kovac@primjer.hr.eu', address)).toBe(false)
    expect(mentionsAddress('ana.kovac@primjer.hrvatska', address)).toBe(false)
  })

  it('keys the audit by a keyed hash of the normalised address, never the address', () => {
    const key = subjectKey('tajna'.repeat(8), ' Ana.Kovac@primjer.hr')
    expect(key).toBe(subjectKey('tajna'.repeat(8), address))
    expect(key).toMatch(/^[0-9a-f]{64}$/)
    expect(key).not.toBe(subjectKey('druga'.repeat(8), address))
  })
})
