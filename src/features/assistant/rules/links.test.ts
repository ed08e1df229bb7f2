import { describe, expect, it } from 'vitest'

import { markdown, ownPath, quotableText } from './links'
import { parseInline } from './text'

const site = ['https://www.example.hr']

/** What the chat shows for a Markdown link to `href`: its link target, or null for text. */
const rendered = (href: string) => {
  const pieces = parseInline(`Vidi [ovdje](${href}).`, site)
  const link = pieces.find((piece) => piece.kind === 'link')
  return link && 'href' in link ? link.href : null
}

describe('the chat links only the site’s own pages', () => {
  it('links relative paths, with their section and query', () => {
    expect(rendered('/natjecaj/12')).toBe('/natjecaj/12')
    expect(rendered('/en/services/eu-funding#steps')).toBe('/en/services/eu-funding#steps')
    expect(rendered('/#contact')).toBe('/#contact')
    expect(rendered('/otvoreni-natjecaji?nkd=62.01')).toBe('/otvoreni-natjecaji?nkd=62.01')
  })

  it('links an address on the site’s origin, as its path', () => {
    expect(rendered('https://www.example.hr/natjecaj/12')).toBe('/natjecaj/12')
    expect(rendered('HTTPS://WWW.EXAMPLE.HR/en/#contact')).toBe('/en/#contact')
  })

  it('shows any other address as text', () => {
    for (const href of [
      'https://evil.example/prijava',
      'http://evil.example',
      'http://www.example.hr/natjecaj/12', // another origin: http, not https
      'https://www.example.hr.evil.example/',
      'https://www.example.hr@evil.example/',
      '//evil.example/prijava',
      '/\\evil.example',
      '/.//evil.example',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'mailto:info@evil.example',
      'data:text/html,x',
      'natjecaj/12',
    ]) {
      expect(rendered(href), href).toBeNull()
      // The whole link, address included, is shown as it was written.
      const pieces = parseInline(`[ovdje](${href})`, site)
      expect(pieces.every((piece) => piece.kind === 'text')).toBe(true)
      expect(pieces.map((piece) => piece.text).join('')).toBe(`[ovdje](${href})`)
    }
  })

  it('without the site’s origin, links relative paths only', () => {
    expect(parseInline('[a](/natjecaj/12) [b](https://www.example.hr/x)')).toEqual([
      { kind: 'link', text: 'a', href: '/natjecaj/12' },
      { kind: 'text', text: ' ' },
      { kind: 'text', text: '[b](https://www.example.hr/x)' },
    ])
  })
})

describe('content the assistant quotes', () => {
  it('keeps links to the site’s pages and only the text of any other link', () => {
    expect(
      quotableText(
        'Prijave na [portalu](https://evil.example/prijava), upute na [stranici](https://www.example.hr/natjecaj/12) i [ovdje](/natjecaj/12).',
        site,
      ),
    ).toBe('Prijave na portalu, upute na [stranici](/natjecaj/12) i [ovdje](/natjecaj/12).')
    // The target ends at the first ")", as the chat reads it.
    expect(quotableText('[klik](javascript:alert(1)) i [x](//evil.example)', site)).toBe(
      'klik) i x',
    )
  })

  it('leaves an address written out as text, which the chat does not link', () => {
    const text = 'Obrazac: https://evil.example/prijava'
    expect(quotableText(text, site)).toBe(text)
    expect(parseInline(text, site)).toEqual([{ kind: 'text', text }])
  })

  it('cannot form a new link from what is left of a dropped one', () => {
    const quoted = quotableText('[[a](https://evil.example/1)](https://evil.example/2)', site)
    expect(quoted).toBe('a](https://evil.example/2)')
    expect(parseInline(quoted, ['https://evil.example'])).not.toContainEqual(
      expect.objectContaining({ kind: 'link' }),
    )
  })

  it('writes a title as a link label that cannot close early', () => {
    const label = markdown('Poziv](https://evil.example) [x', '/natjecaj/12')
    expect(label).toBe('[Poziv(https://evil.example) x](/natjecaj/12)')
    expect(parseInline(label, [])).toEqual([
      { kind: 'link', text: 'Poziv(https://evil.example) x', href: '/natjecaj/12' },
    ])
  })
})

describe('ownPath', () => {
  it('reads the site’s addresses as paths and refuses the rest', () => {
    expect(ownPath('/a/../natjecaj/12', site)).toBe('/natjecaj/12')
    expect(ownPath('https://www.example.hr', site)).toBe('/')
    expect(ownPath('https://www.example.hr:444/', site)).toBeNull()
    expect(ownPath('/natjecaj/12', [])).toBe('/natjecaj/12')
    expect(ownPath('http://site.invalid/x', [])).toBeNull()
  })
})
