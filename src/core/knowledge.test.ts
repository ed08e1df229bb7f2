import { describe, expect, it } from 'vitest'

import { chunked, lexicalParagraphs, sentence } from './knowledge'

describe('passages cut from running text', () => {
  it('groups paragraphs up to about 700 characters; a "## " paragraph starts a section', () => {
    const long = 'a'.repeat(400)
    const passages = chunked('call:/natjecaj/1', 'Poziv', '/natjecaj/1', [
      'Uvod.',
      '## Uvjeti',
      long,
      long,
      '## Prazno',
      '## Troškovi',
      'Oprema.',
    ])
    expect(passages).toEqual([
      { id: 'call:/natjecaj/1#0', title: 'Poziv', text: 'Uvod.', url: '/natjecaj/1' },
      { id: 'call:/natjecaj/1#1', title: 'Poziv: Uvjeti', text: long, url: '/natjecaj/1' },
      { id: 'call:/natjecaj/1#2', title: 'Poziv: Uvjeti', text: long, url: '/natjecaj/1' },
      { id: 'call:/natjecaj/1#3', title: 'Poziv: Troškovi', text: 'Oprema.', url: '/natjecaj/1' },
    ])
  })

  it('ends a sentence with a full stop unless it has a mark of its own', () => {
    expect([' Rok ', 'Rok!', 'Rok:', 'Rok…'].map(sentence)).toEqual([
      'Rok.',
      'Rok!',
      'Rok:',
      'Rok…',
    ])
  })

  it('reads rich text as paragraphs: headings as "## " lines, each list item apart', () => {
    const node = (type: string, text: string) => ({ type, children: [{ text }] })
    const value = {
      root: {
        children: [
          node('paragraph', ' Opis. '),
          node('heading', 'Uvjeti'),
          { type: 'list', children: [node('listitem', 'VSS'), node('listitem', 'Engleski')] },
          node('paragraph', ''),
          node('heading', ''),
        ],
      },
    }
    expect(lexicalParagraphs(value)).toEqual(['Opis.', '## Uvjeti', 'VSS', 'Engleski'])
    expect(lexicalParagraphs(null)).toEqual([])
  })
})
