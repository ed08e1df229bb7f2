import { createHash } from 'node:crypto'

/** Named entities common on Croatian official pages; numeric ones are decoded generally. */
const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  shy: '',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  bull: '•',
  middot: '·',
  euro: '€',
  copy: '©',
  reg: '®',
  deg: '°',
  scaron: 'š',
  Scaron: 'Š',
  zcaron: 'ž',
  Zcaron: 'Ž',
  ccaron: 'č',
  Ccaron: 'Č',
  cacute: 'ć',
  Cacute: 'Ć',
  dstrok: 'đ',
  Dstrok: 'Đ',
  auml: 'ä',
  Auml: 'Ä',
  ouml: 'ö',
  Ouml: 'Ö',
  uuml: 'ü',
  Uuml: 'Ü',
  szlig: 'ß',
}

/** A code point written as an entity, or the entity itself when it names none. */
function codePoint(value: number, entity: string): string {
  return Number.isInteger(value) && value > 0 && value <= 0x10ffff
    ? String.fromCodePoint(value)
    : entity
}

/** Text with its HTML entities decoded: numeric ones and the common named ones. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const hex = name[1] === 'x' || name[1] === 'X'
      return codePoint(parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10), entity)
    }
    return namedEntities[name] ?? entity
  })
}

/**
 * The readable text of an HTML page, for telling whether its content changed: comments,
 * scripts, styles, noscript and template blocks dropped, every tag a space, entities decoded,
 * whitespace collapsed. Markup, attributes and inline scripts (tokens, build ids) change
 * without the text changing; they do not count.
 */
export function pageText(html: string): string {
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<(script|style|noscript|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<[^>]*>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim()
}

/** The sha256 of a text or of raw bytes, in hex. */
export function sha256(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('hex')
}
