import { describe, expect, it } from 'vitest'

import { oneOf } from './oneOf'

describe('oneOf', () => {
  const sizes = ['micro', 'small', 'medium'] as const

  it('gives the value when it is one of the choices', () => {
    expect(oneOf(sizes, 'small')).toBe('small')
  })

  it('gives null for anything else, an empty or a missing value included', () => {
    expect(oneOf(sizes, 'large')).toBeNull()
    expect(oneOf(sizes, 'Small')).toBeNull()
    expect(oneOf(sizes, '')).toBeNull()
    expect(oneOf(sizes, null)).toBeNull()
    expect(oneOf(sizes, undefined)).toBeNull()
    expect(oneOf(['', 'a'], '')).toBe('')
  })
})
