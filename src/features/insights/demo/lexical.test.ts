import { describe, expect, it } from 'vitest'

import { richTextToPlainText } from '../rules/readingTime'

import { paragraphsToLexical } from '@/seed/lexical'

describe('paragraphsToLexical', () => {
  it('turns paragraphs into Lexical paragraphs and "## " lines into h2 headings', () => {
    const doc = paragraphsToLexical(['## Što je NPOO?', 'Nacionalni plan oporavka.'])
    expect(doc.root.children.map((node) => [node.type, 'tag' in node ? node.tag : null])).toEqual([
      ['heading', 'h2'],
      ['paragraph', null],
    ])
    expect(richTextToPlainText(doc)).toBe('Što je NPOO? Nacionalni plan oporavka.')
  })

  it('turns a paragraph of "- " lines into a bulleted list, an item per line', async () => {
    const { convertLexicalToHTML } = await import('@payloadcms/richtext-lexical/html')
    const doc = paragraphsToLexical(['Zadaci:', '- priprema prijava\n- izrada proračuna'])
    expect(doc.root.children.map((node) => node.type)).toEqual(['paragraph', 'list'])
    const html = convertLexicalToHTML({ data: doc as never, disableContainer: true })
    expect(html).toContain('<ul')
    expect(html.match(/<li/g)).toHaveLength(2)
    expect(html).toContain('izrada proračuna')
  })
})
