import { describe, expect, it } from 'vitest'

import { waitAfterFailures } from './signInDelay'

describe('the wait between sign-in attempts', () => {
  it('starts at the fifth failure with 1 s and doubles up to 15 minutes', () => {
    expect([0, 1, 4].map(waitAfterFailures)).toEqual([0, 0, 0])
    expect([5, 6, 7, 8, 14].map(waitAfterFailures)).toEqual([1, 2, 4, 8, 512])
    expect([15, 16, 40].map(waitAfterFailures)).toEqual([900, 900, 900])
  })
})
