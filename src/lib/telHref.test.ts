import { describe, expect, it } from 'vitest'

import { telHref } from './telHref'

describe('telHref', () => {
  it('keeps the plus sign and the digits only', () => {
    expect(telHref('+385 31 200 300')).toBe('tel:+38531200300')
    expect(telHref('031/200-300')).toBe('tel:031200300')
  })
})
