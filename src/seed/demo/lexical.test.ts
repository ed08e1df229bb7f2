import { describe, expect, it } from 'vitest'

import { richTextToPlainText } from '@/features/insights/rules/readingTime'

import { paragraphsToLexical } from './lexical'

describe('paragraphsToLexical', () => {
  it('turns paragraphs into Lexical paragraphs and "## " lines into h2 headings', () => {
    const doc = paragraphsToLexical(['## Što je NPOO?', 'Nacionalni plan oporavka.'])
    expect(doc.root.children.map((node) => [node.type, 'tag' in node ? node.tag : null])).toEqual([
      ['heading', 'h2'],
      ['paragraph', null],
    ])
    expect(richTextToPlainText(doc)).toBe('Što je NPOO? Nacionalni plan oporavka.')
  })
})
