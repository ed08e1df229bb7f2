import { describe, expect, it } from 'vitest'

import { charsetOf, pageResult } from './pageResult'
import { pageText, sha256 } from './pageText'

const url = 'https://fondovi.example/natjecaji/digitalizacija'
const utf8 = (text: string) => new TextEncoder().encode(text)

describe('pageResult', () => {
  it('hashes the normalised text of an HTML page', () => {
    const html = '<h1>Natječaj</h1><script>x=1</script>'
    expect(
      pageResult(url, { status: 200, contentType: 'text/html; charset=utf-8', body: utf8(html) }),
    ).toEqual({ kind: 'page', hash: sha256(pageText(html)) })
  })

  it('reads the page in the charset it names (windows-1250 is common on older sites)', () => {
    const body = new Uint8Array([0x9a, 0x75, 0x6d, 0x61]) // "šuma" in windows-1250
    expect(
      pageResult(url, { status: 200, contentType: 'text/html; charset=windows-1250', body }),
    ).toEqual({ kind: 'page', hash: sha256('šuma') })
    expect(charsetOf('text/html; charset="ISO-8859-2"')).toBe('ISO-8859-2')
    expect(charsetOf('text/html')).toBeNull()
  })

  it('hashes the bytes of anything that is not HTML, a PDF say', () => {
    const body = utf8('%PDF-1.7 …')
    expect(pageResult(url, { status: 200, contentType: 'application/pdf', body })).toEqual({
      kind: 'page',
      hash: sha256(body),
    })
  })

  it('resolves a redirect to an absolute address', () => {
    expect(pageResult(url, { status: 301, location: '/novo/digitalizacija' })).toEqual({
      kind: 'redirect',
      status: 301,
      location: 'https://fondovi.example/novo/digitalizacija',
    })
    expect(pageResult(url, { status: 308, location: 'https://drugi.example/x' })).toEqual({
      kind: 'redirect',
      status: 308,
      location: 'https://drugi.example/x',
    })
  })

  it('takes a redirect to itself or without a target as its bare status', () => {
    expect(pageResult(url, { status: 302, location: url })).toEqual({ kind: 'status', status: 302 })
    expect(pageResult(url, { status: 301 })).toEqual({ kind: 'status', status: 301 })
  })

  it('passes other statuses on', () => {
    expect(pageResult(url, { status: 404 })).toEqual({ kind: 'status', status: 404 })
    expect(pageResult(url, { status: 500 })).toEqual({ kind: 'status', status: 500 })
  })
})
