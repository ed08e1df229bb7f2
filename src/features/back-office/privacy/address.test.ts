import { describe, expect, it } from 'vitest'

import { subjectKey } from './address'

describe('the audit key of an address', () => {
  const address = 'ana.kovac@primjer.hr'

  it('keys the audit by a keyed hash of the normalised address, never the address', () => {
    const key = subjectKey('tajna'.repeat(8), ' Ana.Kovac@primjer.hr')
    expect(key).toBe(subjectKey('tajna'.repeat(8), address))
    expect(key).toMatch(/^[0-9a-f]{64}$/)
    expect(key).not.toBe(subjectKey('druga'.repeat(8), address))
  })
})
