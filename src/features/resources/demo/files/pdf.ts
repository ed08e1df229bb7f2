/**
 * The demo downloads' PDF writer: A4 pages of a title, a subtitle, bold section headings and
 * wrapped paragraphs, with the footer and the page number at the foot of every page, written
 * with PDFKit.
 *
 * The text is set in DejaVu Sans (npm package dejavu-fonts-ttf; Bitstream Vera licence, which
 * allows embedding), embedded as a subset with a ToUnicode map: every viewer draws č ć đ š ž,
 * ä ö ü ß and the typographic quotes, and copied or extracted text comes out as written. None of
 * PDFKit's built-in standard fonts is ever loaded. A character the font has no glyph for throws
 * instead of turning into an empty box.
 *
 * Paragraph lines (split on '\n') that start with '- ' are drawn as bullet items.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import PDFDocument from 'pdfkit'

export type TextPdfDoc = {
  title: string
  subtitle?: string
  sections: { heading: string; paragraphs: string[] }[]
  /** Printed at the foot of every page, next to the page number (at most two lines). */
  footer: string
}

// A4 in points, and the layout in points (y from the top of the page, as PDFKit measures it).
const PAGE_WIDTH = 595.28
const PAGE_HEIGHT = 841.89
const MARGIN_X = 62
const MARGIN_TOP = 64
const MARGIN_BOTTOM = 72
/** Baseline of the footer's first line. */
const FOOTER_BASELINE = PAGE_HEIGHT - 40
const FOOTER_RULE_Y = PAGE_HEIGHT - 54
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X
const BULLET_INDENT = 14

type FontKey = 'regular' | 'bold'

const FONT_FILES: Record<FontKey, string> = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
}

// DejaVu Sans is a little wider and taller than Helvetica: half a point less keeps the look.
const STYLE = {
  title: { font: 'bold', size: 19, leading: 25 },
  subtitle: { font: 'regular', size: 11, leading: 16 },
  heading: { font: 'bold', size: 12.5, leading: 18 },
  body: { font: 'regular', size: 10, leading: 15 },
  footer: { font: 'regular', size: 7.5, leading: 10 },
} as const satisfies Record<string, { font: FontKey; size: number; leading: number }>

type StyleKey = keyof typeof STYLE

const INK = '#21262e'
const ACCENT = '#0d4573'
const MUTED = '#6b7380'

let fontData: Record<FontKey, Buffer> | undefined

/**
 * The TTF files, read once. Resolved from node_modules relative to this module, which works
 * under Vitest, tsx and the esbuild bundle of the CLI that runs the seed (node_modules stay
 * external there).
 */
function fonts(): Record<FontKey, Buffer> {
  if (!fontData) {
    const require = createRequire(import.meta.url)
    const read = (file: string) => readFileSync(require.resolve(file))
    fontData = { regular: read(FONT_FILES.regular), bold: read(FONT_FILES.bold) }
  }
  return fontData
}

/** What PDFKit keeps of the current font: the fontkit font (not part of PDFKit's types). */
type CurrentFont = { _font?: { font?: { hasGlyphForCodePoint?: (point: number) => boolean } } }

/** Measures and wraps text in the document's fonts. */
class Typesetter {
  constructor(private readonly pdf: PDFKit.PDFDocument) {}

  width(text: string, style: StyleKey): number {
    this.pdf.font(STYLE[style].font, STYLE[style].size)
    return this.pdf.widthOfString(text)
  }

  /**
   * Throws on a character the style's font has no glyph for (it would print as a box). Reads
   * PDFKit's internal font object; pdf.test.ts fails should a PDFKit update move it.
   */
  checkGlyphs(text: string, style: StyleKey) {
    this.pdf.font(STYLE[style].font)
    const font = (this.pdf as unknown as CurrentFont)._font?.font
    if (typeof font?.hasGlyphForCodePoint !== 'function') return
    for (const char of text) {
      const point = char.codePointAt(0) ?? 0
      if (/\s/.test(char) || font.hasGlyphForCodePoint(point)) continue
      const hex = point.toString(16).toUpperCase().padStart(4, '0')
      throw new Error(`textPdf: the font has no glyph for "${char}" (U+${hex})`)
    }
  }

  /** Greedy word wrap; a word longer than the line is broken between characters. */
  wrap(text: string, style: StyleKey, width: number): string[] {
    const normalized = text.normalize('NFC')
    this.checkGlyphs(normalized, style)
    const fits = (candidate: string) => this.width(candidate, style) <= width
    const lines: string[] = []
    let line = ''
    for (const word of normalized.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word
      if (fits(candidate)) {
        line = candidate
        continue
      }
      if (line) lines.push(line)
      let rest = word
      while (!fits(rest)) {
        const chars = Array.from(rest)
        let cut = 1
        while (cut < chars.length && fits(chars.slice(0, cut + 1).join(''))) cut++
        lines.push(chars.slice(0, cut).join(''))
        rest = chars.slice(cut).join('')
      }
      line = rest
    }
    if (line) lines.push(line)
    return lines
  }
}

type Op =
  | { kind: 'text'; text: string; style: StyleKey; x: number; baseline: number; color: string }
  | { kind: 'rule'; y: number; width: number; color: string }

/** Places lines on pages, top to bottom. */
class Layout {
  readonly pages: Op[][] = []
  private ops: Op[] = []
  private y = 0

  constructor() {
    this.newPage()
  }

  private newPage() {
    this.ops = []
    this.pages.push(this.ops)
    this.y = MARGIN_TOP
  }

  /** Starts a new page unless `height` points still fit above the bottom margin. */
  ensure(height: number) {
    if (this.y + height > PAGE_HEIGHT - MARGIN_BOTTOM) this.newPage()
  }

  space(points: number) {
    this.y += points
  }

  /** Adds one line below the previous one and returns its baseline. */
  line(text: string, style: StyleKey, x = MARGIN_X, color = INK): number {
    this.y += STYLE[style].leading
    this.ops.push({ kind: 'text', text, style, x, baseline: this.y, color })
    return this.y
  }

  /** Adds a glyph on a given baseline (a bullet), leaving the position alone. */
  mark(text: string, style: StyleKey, x: number, baseline: number, color: string) {
    this.ops.push({ kind: 'text', text, style, x, baseline, color })
  }

  rule(color: string) {
    this.y += 8
    this.ops.push({ kind: 'rule', y: this.y, width: 0.8, color })
    this.y += 6
  }
}

function layOut(measure: Typesetter, doc: TextPdfDoc): Op[][] {
  const layout = new Layout()
  const body = STYLE.body

  for (const line of measure.wrap(doc.title, 'title', TEXT_WIDTH)) {
    layout.line(line, 'title', MARGIN_X, ACCENT)
  }
  if (doc.subtitle) {
    layout.space(4)
    for (const line of measure.wrap(doc.subtitle, 'subtitle', TEXT_WIDTH)) {
      layout.line(line, 'subtitle', MARGIN_X, MUTED)
    }
  }
  layout.rule(ACCENT)

  for (const section of doc.sections) {
    const headingLines = measure.wrap(section.heading, 'heading', TEXT_WIDTH)
    // Keep the heading with at least two lines of what follows.
    layout.ensure(12 + headingLines.length * STYLE.heading.leading + 2 * body.leading)
    layout.space(12)
    for (const line of headingLines) layout.line(line, 'heading', MARGIN_X, ACCENT)
    layout.space(2)

    for (const paragraph of section.paragraphs) {
      for (const rawLine of paragraph.split('\n')) {
        const isItem = rawLine.startsWith('- ')
        const indent = isItem ? BULLET_INDENT : 0
        const text = isItem ? rawLine.slice(2) : rawLine
        measure.wrap(text, 'body', TEXT_WIDTH - indent).forEach((line, index) => {
          layout.ensure(body.leading)
          const baseline = layout.line(line, 'body', MARGIN_X + indent)
          if (isItem && index === 0) layout.mark('•', 'body', MARGIN_X + 3, baseline, ACCENT)
        })
      }
      layout.space(5)
    }
  }
  return layout.pages
}

/** The footer's rule, its text (at most two lines) and the page number. */
function footerOps(
  measure: Typesetter,
  footer: string,
  pageNumber: number,
  pageCount: number,
): Op[] {
  const pageLabel = `${pageNumber} / ${pageCount}`
  const labelWidth = measure.width(pageLabel, 'footer')
  const lines = measure.wrap(footer, 'footer', TEXT_WIDTH - labelWidth - 24)
  if (lines.length > 2) throw new Error('textPdf: the footer is longer than two lines')
  return [
    { kind: 'rule', y: FOOTER_RULE_Y, width: 0.5, color: MUTED },
    ...lines.map(
      (text, index): Op => ({
        kind: 'text',
        text,
        style: 'footer',
        x: MARGIN_X,
        baseline: FOOTER_BASELINE + index * STYLE.footer.leading,
        color: MUTED,
      }),
    ),
    {
      kind: 'text',
      text: pageLabel,
      style: 'footer',
      x: PAGE_WIDTH - MARGIN_X - labelWidth,
      baseline: FOOTER_BASELINE,
      color: MUTED,
    },
  ]
}

function draw(pdf: PDFKit.PDFDocument, op: Op) {
  if (op.kind === 'rule') {
    pdf
      .moveTo(MARGIN_X, op.y)
      .lineTo(PAGE_WIDTH - MARGIN_X, op.y)
      .lineWidth(op.width)
      .strokeColor(op.color)
      .stroke()
    return
  }
  const { font, size } = STYLE[op.style]
  // No line breaking here (the layout has wrapped the text), so PDFKit never adds a page itself.
  pdf
    .font(font, size)
    .fillColor(op.color)
    .text(op.text, op.x, op.baseline, { lineBreak: false, baseline: 'alphabetic' })
}

/** Writes the document as a PDF with the font embedded (subset). */
export async function textPdf(doc: TextPdfDoc): Promise<Buffer> {
  const { regular, bold } = fonts()
  // `font: ''` keeps PDFKit from setting up its default font, Helvetica, in the constructor (it
  // loads a font only for a non-empty `font`). The TTFs go in under names of their own, so that
  // PDFKit caches each under that name; the first text is drawn only after font('regular').
  // (A TTF given as the constructor's `font` would not be cached under a registered name: PDFKit
  // would parse the whole font again on every switch back to it.)
  const pdf = new PDFDocument({
    size: [PAGE_WIDTH, PAGE_HEIGHT],
    margins: { top: MARGIN_TOP, bottom: MARGIN_BOTTOM, left: MARGIN_X, right: MARGIN_X },
    autoFirstPage: false,
    font: '',
    displayTitle: true,
    info: { Title: doc.title, Creator: 'textPdf (demo seed)', Producer: 'PDFKit' },
  })
  pdf.registerFont('regular', regular)
  pdf.registerFont('bold', bold)
  pdf.font('regular', STYLE.body.size)

  const chunks: Buffer[] = []
  const written = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
    pdf.on('end', () => resolve(Buffer.concat(chunks)))
    pdf.on('error', reject)
  })

  const measure = new Typesetter(pdf)
  const pages = layOut(measure, doc)
  const footers = pages.map((_, index) => footerOps(measure, doc.footer, index + 1, pages.length))
  pages.forEach((ops, index) => {
    pdf.addPage()
    for (const op of [...ops, ...(footers[index] ?? [])]) draw(pdf, op)
  })
  pdf.end()
  return written
}
