import { createRequire } from 'node:module'
import { inflateSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { demoDownloads } from '../downloads'
import { textPdf, type TextPdfDoc } from './pdf'

const sample: TextPdfDoc = {
  title: 'Vodič kroz EU fondove',
  subtitle: 'Kratki pregled',
  sections: [
    {
      heading: 'Što je NPOO?',
      paragraphs: ['Nacionalni plan oporavka i otpornosti (uključujući (zagrade) i \\).'],
    },
  ],
  footer: 'Demo sadržaj',
}

const CROATIAN = 'Đurđica iz Šibenika čita ćirilicu, a Žarko žuri: č ć đ š ž Č Ć Đ Š Ž.'
const GERMAN = 'Grüße aus Köln: „Äpfel“ – Öl, Übung.'

// A small reader for the PDFs PDFKit writes: objects, streams (Flate), the page tree, and the
// text of each page decoded through the fonts' ToUnicode maps.

type PdfObject = { body: string; stream?: Buffer }

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1')
  const objects = new Map<number, PdfObject>()
  const header = /(\d+) 0 obj\s*/g
  let match: RegExpExecArray | null
  while ((match = header.exec(text))) {
    const id = Number(match[1])
    const start = header.lastIndex
    const end = text.indexOf('endobj', start)
    const streamAt = text.indexOf('stream', start)
    if (streamAt === -1 || streamAt > end) {
      objects.set(id, { body: text.slice(start, end).trim() })
      header.lastIndex = end
      continue
    }
    const body = text.slice(start, streamAt)
    const length = Number(/\/Length (\d+)/.exec(body)?.[1])
    const dataStart = streamAt + 'stream'.length + (text[streamAt + 6] === '\r' ? 2 : 1)
    const raw = pdf.subarray(dataStart, dataStart + length)
    objects.set(id, { body, stream: body.includes('/FlateDecode') ? inflateSync(raw) : raw })
    header.lastIndex = dataStart + length
  }
  return objects
}

const ref = (body: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(body)?.[1])

/** UTF-16BE code units in hex (whitespace allowed) as a string. */
function utf16Hex(hex: string): string {
  const units = hex.replace(/\s+/g, '').match(/.{4}/g) ?? []
  return String.fromCharCode(...units.map((unit) => parseInt(unit, 16)))
}

/** A ToUnicode CMap as code -> text (bfchar, and bfrange in both its forms). */
function parseCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>()
  for (const [, block = ''] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code = '', dst = ''] of block.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f\s]+)>/gi)) {
      map.set(parseInt(code, 16), utf16Hex(dst))
    }
  }
  for (const [, block = ''] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const ranges = block.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f\s]+>)/gi)
    for (const [, low = '', high = '', dst = ''] of ranges) {
      const first = parseInt(low, 16)
      const last = parseInt(high, 16)
      if (dst.startsWith('[')) {
        const entries = Array.from(dst.matchAll(/<([0-9a-f\s]+)>/gi), ([, hex = '']) => hex)
        entries.forEach((hex, index) => map.set(first + index, utf16Hex(hex)))
      } else {
        const base = utf16Hex(dst.slice(1, -1))
        for (let code = first; code <= last; code++) {
          const offset = base.charCodeAt(base.length - 1) + code - first
          map.set(code, base.slice(0, -1) + String.fromCharCode(offset))
        }
      }
    }
  }
  return map
}

/** Decodes a PDF literal string's escapes (the bytes, one char per byte). */
function literalBytes(literal: string): string {
  return literal.slice(1, -1).replace(/\\([0-7]{1,3}|[nrtbf()\\])/g, (_, escape: string) => {
    const named: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' }
    if (/^[0-7]/.test(escape)) return String.fromCharCode(parseInt(escape, 8))
    return named[escape] ?? escape
  })
}

/** A text string (PDFDocEncoding, or UTF-16BE after a byte order mark). */
function textString(literal: string): string {
  const bytes = literalBytes(literal)
  if (!bytes.startsWith('\u00fe\u00ff')) return bytes
  const hex = Array.from(bytes.slice(2), (char) => char.charCodeAt(0).toString(16).padStart(2, '0'))
  return utf16Hex(hex.join(''))
}

type ReadPdf = {
  objects: Map<number, PdfObject>
  /** Each page's lines of text, in the order they are drawn. */
  pages: string[][]
  info: Record<string, string>
  /** The decoded ToUnicode CMaps of the fonts. */
  cmaps: string[]
}

function readPdf(pdf: Buffer): ReadPdf {
  const objects = readObjects(pdf)
  const get = (id: number) => objects.get(id) ?? { body: '' }
  const catalogId = ref(pdf.toString('latin1').split('trailer').at(-1) ?? '', 'Root')
  const pageTree = get(ref(get(catalogId).body, 'Pages')).body
  const pageIds = Array.from(
    /\/Kids \[([^\]]*)\]/.exec(pageTree)?.[1]?.matchAll(/(\d+) 0 R/g) ?? [],
    ([, id]) => Number(id),
  )
  const cmaps: string[] = []
  const pages = pageIds.map((pageId) => {
    const page = get(pageId).body
    const resources = get(ref(page, 'Resources')).body
    const fonts = new Map<string, Map<number, string>>()
    for (const [, name = '', fontId = ''] of resources.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const cmap = get(ref(get(Number(fontId)).body, 'ToUnicode')).stream?.toString('latin1')
      if (!cmap) continue
      fonts.set(name, parseCMap(cmap))
      if (!cmaps.includes(cmap)) cmaps.push(cmap)
    }
    const content = get(ref(page, 'Contents')).stream?.toString('latin1') ?? ''
    const lines: string[] = []
    let font = new Map<number, string>()
    let line = ''
    const ops = /\/(\w+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ|<([0-9a-f\s]*)>\s*Tj|\bET\b/gi
    for (const [op, fontName, array, single] of content.matchAll(ops)) {
      if (fontName) font = fonts.get(fontName) ?? new Map()
      const strings = array
        ? Array.from(array.matchAll(/<([0-9a-f\s]*)>/gi), ([, hex = '']) => hex)
        : single !== undefined
          ? [single]
          : []
      for (const hex of strings) {
        for (const code of hex.replace(/\s+/g, '').match(/.{4}/g) ?? []) {
          line += font.get(parseInt(code, 16)) ?? '\ufffd'
        }
      }
      if (op === 'ET' && line) {
        lines.push(line)
        line = ''
      }
    }
    return lines
  })
  const info: Record<string, string> = {}
  const infoBody = get(ref(pdf.toString('latin1').split('trailer').at(-1) ?? '', 'Info')).body
  for (const [, key = '', id = ''] of infoBody.matchAll(/\/(\w+) (\d+) 0 R/g)) {
    info[key] = textString(get(Number(id)).body)
  }
  return { objects, pages, info, cmaps }
}

const normalize = (lines: string[]) => lines.join(' ').replace(/\s+/g, ' ')

describe('textPdf', () => {
  it('writes a complete PDF of A4 pages', async () => {
    const pdf = await textPdf(sample)
    const text = pdf.toString('latin1')
    expect(text.startsWith('%PDF-')).toBe(true)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    expect(text).toMatch(/startxref\s+\d+\s+%%EOF\s*$/)
    expect(text).toContain('/MediaBox [0 0 595.28 841.89]')
    expect(readPdf(pdf).pages).toHaveLength(1)
  })

  it('embeds DejaVu Sans and DejaVu Sans Bold as font subsets, and no standard font', async () => {
    const text = (await textPdf(sample)).toString('latin1')
    expect(text).toContain('/FontFile2 ')
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\n/)
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold\n/)
    expect(text).not.toContain('/Subtype /Type1')
    expect(text).not.toContain('Helvetica')
  })

  it("never loads PDFKit's built-in standard fonts (Helvetica and the like)", async () => {
    await textPdf(sample)
    const cache = createRequire(import.meta.url).cache
    expect(Object.keys(cache).filter((path) => path.includes('standard-fonts'))).toEqual([])
  })

  it('stores the title and the producer in the document information', async () => {
    const { info } = readPdf(await textPdf(sample))
    expect(info.Title).toBe('Vodič kroz EU fondove')
    expect(info.Producer).toBeTruthy()
    expect(info.Creator).toBe('textPdf (demo seed)')
  })

  it('writes Croatian and German letters so that they extract as written', async () => {
    const pdf = await textPdf({
      ...sample,
      sections: [{ heading: 'Čćđšž ČĆĐŠŽ', paragraphs: [CROATIAN, GERMAN] }],
    })
    const { pages, cmaps } = readPdf(pdf)
    expect(pages).toHaveLength(1)
    const lines = pages[0] ?? []
    expect(lines.slice(0, 2)).toEqual(['Vodič kroz EU fondove', 'Kratki pregled'])
    expect(lines).toContain('Čćđšž ČĆĐŠŽ')
    expect(lines).toContain(CROATIAN)
    expect(lines).toContain(GERMAN)
    expect(lines.slice(-2)).toEqual(['Demo sadržaj', '1 / 1'])
    // The ToUnicode map of the body font names č ć đ š ž.
    const body = cmaps.find((cmap) => cmap.includes('<010d>')) ?? ''
    for (const point of ['010d', '0107', '0111', '0161', '017e'])
      expect(body).toContain(`<${point}>`)
  })

  it('keeps parentheses and backslashes as text', async () => {
    const { pages } = readPdf(await textPdf(sample))
    expect(normalize(pages[0] ?? [])).toContain(
      'Nacionalni plan oporavka i otpornosti (uključujući (zagrade) i \\).',
    )
  })

  it('draws list items with a bullet', async () => {
    const { pages } = readPdf(
      await textPdf({
        ...sample,
        sections: [{ heading: 'Popis', paragraphs: ['- prva\n- druga'] }],
      }),
    )
    expect(pages[0]).toEqual(expect.arrayContaining(['prva', '•', 'druga']))
    expect(pages[0]?.filter((line) => line === '•')).toHaveLength(2)
  })

  it('wraps long paragraphs and breaks them onto several pages, footer on each', async () => {
    const sentence = 'Prihvatljivi troškovi moraju biti nastali nakon podnošenja prijave.'
    const pdf = await textPdf({
      ...sample,
      sections: Array.from({ length: 6 }, (_, index) => ({
        heading: `Poglavlje ${index + 1}`,
        paragraphs: [`${sentence} `.repeat(40), '- prva stavka\n- druga stavka'],
      })),
    })
    const { pages } = readPdf(pdf)
    expect(pages.length).toBeGreaterThan(1)
    pages.forEach((lines, index) => {
      expect(lines.slice(-2)).toEqual(['Demo sadržaj', `${index + 1} / ${pages.length}`])
    })
    // No word lost at a line or page break (a sentence may be split by a page's footer).
    const all = normalize(pages.flat())
    expect(all.match(/podnošenja/g)).toHaveLength(6 * 40)
    expect(all.match(/stavka/g)).toHaveLength(6 * 2)
    for (let chapter = 1; chapter <= 6; chapter++) expect(all).toContain(`Poglavlje ${chapter}`)
  })

  it('breaks a word longer than the line between characters', async () => {
    const word = 'Bespovratnasredstva'.repeat(8)
    const { pages } = readPdf(
      await textPdf({ ...sample, sections: [{ heading: 'Riječ', paragraphs: [word] }] }),
    )
    const lines = pages[0] ?? []
    const start = lines.indexOf('Riječ') + 1
    const wordLines = lines.slice(start, lines.indexOf('Demo sadržaj'))
    expect(wordLines.length).toBeGreaterThan(1)
    expect(wordLines.join('')).toBe(word)
  })

  it('throws on a character the font has no glyph for', async () => {
    await expect(
      textPdf({ ...sample, sections: [{ heading: 'Naslov', paragraphs: ['欧盟基金'] }] }),
    ).rejects.toThrow(/no glyph for "欧"/)
  })

  it('throws on a footer longer than two lines', async () => {
    await expect(textPdf({ ...sample, footer: 'Demo sadržaj. '.repeat(40) })).rejects.toThrow(
      /footer is longer than two lines/,
    )
  })
})

describe('the demo downloads', () => {
  it('build, as small PDFs whose text extracts as written', async () => {
    const files = await Promise.all(demoDownloads.map((download) => download.file()))
    expect(files.map((file) => [file.name, file.mimetype])).toEqual([
      ['vodic-kroz-eu-fondove-2026.pdf', 'application/pdf'],
      ['predlozak-poslovnog-plana.pdf', 'application/pdf'],
      [
        'financijski-model.xlsx',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
    ])
    const pdfs = files.filter((file) => file.mimetype === 'application/pdf')
    expect(pdfs).toHaveLength(2)
    for (const file of pdfs) {
      expect(file.data.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      expect(file.data.length).toBeLessThan(150_000)
      const { pages, info } = readPdf(file.data)
      const text = normalize(pages.flat())
      expect(text).not.toContain('\ufffd')
      expect(info.Title && text.startsWith(info.Title)).toBe(true)
    }
    const guide = normalize(readPdf(pdfs[0]?.data ?? Buffer.alloc(0)).pages.flat())
    expect(guide).toContain('Vodič kroz EU fondove 2026.')
    expect(guide).toContain('određena područja')
  })
}, 30_000)
