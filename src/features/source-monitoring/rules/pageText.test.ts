import { describe, expect, it } from 'vitest'

import { decodeEntities, pageText, sha256 } from './pageText'

describe('pageText', () => {
  it('keeps the readable text and drops scripts, styles, noscript, comments and tags', () => {
    const html = `<!doctype html><html><head><title>Natječaj</title>
      <style>body { color: red }</style><script>window.token = "a1b2"</script></head>
      <body><!-- build 42 --><noscript>Uključite JavaScript</noscript>
      <h1>Digitalizacija   MSP-ova</h1><p>Rok:<br>30. lipnja 2027.</p>
      <script type="application/ld+json">{"a":1}</script></body></html>`
    expect(pageText(html)).toBe('Natječaj Digitalizacija MSP-ova Rok: 30. lipnja 2027.')
  })

  it('gives the same text when only markup, attributes or scripts differ', () => {
    const first = '<div class="a" data-id="1"><p>Iznos: 50.000 €</p><script>t=1</script></div>'
    const second =
      '<section id="x"><p class="b">Iznos:\n 50.000&nbsp;&euro;</p><script>t=2</script></section>'
    expect(pageText(first)).toBe(pageText(second))
    expect(pageText('<p>Iznos: 60.000 €</p>')).not.toBe(pageText(first))
  })

  it('decodes numeric and the common named entities, Croatian letters included', () => {
    expect(
      decodeEntities('&scaron;uma &#269;esto &#x107; &dstrok; &Zcaron; &bdquo;x&ldquo; &amp;'),
    ).toBe('šuma često ć đ Ž „x“ &')
    expect(decodeEntities('&unknown; &#0; &#xFFFFFFF;')).toBe('&unknown; &#0; &#xFFFFFFF;')
  })

  it('hashes with sha256 in hex', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    expect(sha256(new TextEncoder().encode('abc'))).toBe(sha256('abc'))
  })
})
