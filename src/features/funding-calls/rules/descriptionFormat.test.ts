import { describe, expect, it } from 'vitest'

import { formatDescription, stripHtml } from './descriptionFormat'

describe('formatDescription', () => {
  it('makes question lines and emoji-led titles headings, bullets items, the rest text', () => {
    const text = [
      'Tko se može prijaviti?',
      'Mikro, mala i srednja poduzeća.',
      '',
      '💶 Iznos potpore',
      '• do 300.000 €',
      '- intenzitet do 60 %',
      '📋 Potrebna dokumentacija',
    ].join('\n')
    expect(formatDescription(text)).toEqual([
      { kind: 'heading', text: 'Tko se može prijaviti?' },
      { kind: 'text', text: 'Mikro, mala i srednja poduzeća.' },
      { kind: 'heading', text: '💶 Iznos potpore' },
      { kind: 'item', text: 'do 300.000 €' },
      { kind: 'item', text: 'intenzitet do 60 %' },
      { kind: 'heading', text: '📋 Potrebna dokumentacija' },
    ])
  })

  it('gives nothing for an empty description', () => {
    expect(formatDescription('')).toEqual([])
    expect(formatDescription(null)).toEqual([])
    expect(formatDescription(' \n \r\n')).toEqual([])
  })

  it('never passes HTML on: scripts, event handlers and tags are removed', () => {
    const hostile =
      'Uvod<script>alert("x")</script>\n<img src=x onerror="alert(1)">Slika\n' +
      '<a href="javascript:alert(2)">Poveznica</a>\n<style>body{display:none}</style>Kraj<br>novi red'
    const blocks = formatDescription(hostile)
    expect(blocks.map((block) => block.text)).toEqual([
      'Uvod',
      'Slika',
      'Poveznica',
      'Kraj',
      'novi red',
    ])
    expect(JSON.stringify(blocks)).not.toMatch(/<|>|onerror|javascript:|alert/)
  })

  it('drops an unclosed script to the end of the text', () => {
    expect(formatDescription('Tekst\n<script>alert(1)')).toEqual([{ kind: 'text', text: 'Tekst' }])
  })
})

describe('stripHtml', () => {
  it('decodes the common entities after removing tags', () => {
    expect(stripHtml('A &amp; B &lt;3 &quot;x&quot; <b>bold</b>&nbsp;end')).toBe(
      'A & B <3 "x" bold end',
    )
  })
})
