import { describe, expect, it } from 'vitest'

import { passwordProblem } from './password'

describe('new passwords', () => {
  it('needs at least 6 characters and at most 128', () => {
    expect(passwordProblem('')).toBe('required')
    expect(passwordProblem('a1b2c')).toBe('tooShort')
    expect(passwordProblem('x'.repeat(129))).toBe('tooLong')
    expect(passwordProblem('Ribnjak-7')).toBeNull()
  })

  it('refuses the most common passwords in any case, and one repeated character', () => {
    for (const password of [
      '123456',
      'Password',
      'QWERTZ123',
      'Lozinka123',
      'Passwort',
      'zzzzzzzz',
    ]) {
      expect(passwordProblem(password)).toBe('common')
    }
  })
})
