import { describe, expect, it } from 'vitest'

import { isSafeLinkUrl, linkUrls } from './linkUrl'

describe('rich-text link addresses', () => {
  it('allow web, mail and phone addresses and paths on this site', () => {
    for (const url of [
      'https://fondovi.hr/natjecaji',
      'http://example.com',
      'mailto:info@example.hr',
      'tel:+38512345678',
      '/otvoreni-natjecaji',
      '#kontakt',
    ]) {
      expect(isSafeLinkUrl(url), url).toBe(true)
    }
  })

  it('refuse script, data and disguised addresses', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/path',
      '/\\evil.example',
      'not a url',
      '',
    ]) {
      expect(isSafeLinkUrl(url), url).toBe(false)
    }
  })

  it('finds the address of every link, however deep, but not links to documents', () => {
    const link = (url: string, linkType = 'custom') => ({
      type: 'link',
      fields: { url, linkType },
      children: [{ type: 'text', text: 'x' }],
    })
    const value = {
      root: {
        type: 'root',
        children: [
          { type: 'paragraph', children: [link('https://a.example'), { type: 'text', text: 'y' }] },
          {
            type: 'list',
            children: [{ type: 'listitem', children: [link('javascript:alert(1)')] }],
          },
          { type: 'paragraph', children: [link('', 'internal')] },
        ],
      },
    }
    expect(linkUrls(value)).toEqual(['https://a.example', 'javascript:alert(1)'])
    expect(linkUrls(null)).toEqual([])
  })
})
