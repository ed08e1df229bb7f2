import { describe, expect, it } from 'vitest'

import { hasForbiddenCharacters, plainLine } from './text'

describe('forbidden characters in form text', () => {
  it('accepts ordinary text in every language of the site, with emoji', () => {
    for (const text of [
      'Đurđa Šimić-Čačić',
      'Müller & Söhne GmbH',
      'Ana 👋 „navodnici“',
      "O'Brien",
    ]) {
      expect(hasForbiddenCharacters(text)).toBe(false)
    }
  })

  it('refuses NUL, escape, DEL and C1 controls', () => {
    for (const text of ['A\u0000B', 'A\u001bB', 'A\u007fB', 'A\u0085B', 'A\u009bB']) {
      expect(hasForbiddenCharacters(text)).toBe(true)
      expect(hasForbiddenCharacters(text, { multiline: true })).toBe(true)
    }
  })

  it('refuses the marks that reorder text', () => {
    for (const mark of ['\u202e', '\u202a', '\u2066', '\u2069', '\u200f', '\u061c']) {
      expect(hasForbiddenCharacters(`Ivana${mark}gpj.exe`)).toBe(true)
    }
  })

  it('allows tab and line breaks only in text of several lines', () => {
    expect(hasForbiddenCharacters('Red 1\r\nRed 2\tkraj')).toBe(true)
    expect(hasForbiddenCharacters('Red 1\r\nRed 2\tkraj', { multiline: true })).toBe(false)
  })

  it('refuses a lone surrogate but not a pair', () => {
    expect(hasForbiddenCharacters('A\ud800B')).toBe(true)
    expect(hasForbiddenCharacters('A\udc00')).toBe(true)
    expect(hasForbiddenCharacters('A\ud83d\ude00')).toBe(false)
  })

  it('makes one clean line of text the server did not write itself', () => {
    const line = plainLine(
      '535-5.7.8 Username not accepted.\r\n535 5.7.8 \u202eLearn more\u0000 \ud83d',
    )
    expect(line).toBe('535-5.7.8 Username not accepted. 535 5.7.8 Learn more')
    expect(hasForbiddenCharacters(line)).toBe(false)
    expect(plainLine('Đurđa 👋')).toBe('Đurđa 👋')
  })
})
