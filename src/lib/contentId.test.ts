import { describe, expect, it } from 'vitest'

import { parseContentId } from './contentId'

describe('content ids in URLs', () => {
  it('accept positive whole numbers', () => {
    expect(parseContentId('1')).toBe(1)
    expect(parseContentId('2147483647')).toBe(2147483647)
  })

  it('refuse anything else', () => {
    for (const value of [
      '0',
      '-1',
      '01',
      '1.5',
      '1e3',
      ' 7',
      'abc',
      '',
      '2147483648',
      '99999999999',
    ]) {
      expect(parseContentId(value)).toBeNull()
    }
  })
})
