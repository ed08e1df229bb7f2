import { describe, expect, it } from 'vitest'

import { readingTimeMinutes, richTextToPlainText } from './readingTime'

describe('readingTimeMinutes', () => {
  it('rounds up at 200 words a minute and never gives less than a minute', () => {
    expect(readingTimeMinutes('')).toBe(1)
    expect(readingTimeMinutes('riječ '.repeat(200))).toBe(1)
    expect(readingTimeMinutes('riječ '.repeat(201))).toBe(2)
    expect(readingTimeMinutes('slovo '.repeat(950))).toBe(5)
  })

  it('counts words, not punctuation', () => {
    expect(readingTimeMinutes(`${'a '.repeat(200)} — – ...`)).toBe(1)
  })
})

describe('richTextToPlainText', () => {
  it('collects the text of every node of a Lexical document', () => {
    const doc = {
      root: {
        children: [
          { type: 'heading', children: [{ type: 'text', text: 'Naslov' }] },
          { type: 'paragraph', children: [{ text: 'Prvi' }, { text: 'odlomak.' }] },
        ],
      },
    }
    expect(richTextToPlainText(doc)).toBe('Naslov Prvi odlomak.')
    expect(richTextToPlainText(null)).toBe('')
  })
})
