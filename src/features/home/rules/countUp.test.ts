import { describe, expect, it } from 'vitest'

import { countUpMs, countUpValue } from './countUp'

describe('count-up', () => {
  it('starts at 0, ends exactly at the target and never goes back', () => {
    expect(countUpValue(96, 0)).toBe(0)
    expect(countUpValue(96, countUpMs)).toBe(96)
    expect(countUpValue(96, countUpMs * 2)).toBe(96)
    const values = Array.from({ length: 41 }, (_, step) =>
      countUpValue(100, (countUpMs / 40) * step),
    )
    expect(values.every((value, index) => index === 0 || value >= values[index - 1]!)).toBe(true)
    expect(values.at(-1)).toBe(100)
  })
})
