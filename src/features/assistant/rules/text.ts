import { ownPath } from './links'

/** A piece of a line of a chat reply: text, bold text or a link (always to a path of the site). */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'link'; text: string; href: string }

/** A paragraph (its lines) or a bulleted list (its items), each a list of inline pieces. */
export type Block = { kind: 'paragraph'; lines: Inline[][] } | { kind: 'list'; items: Inline[][] }

const inlinePattern = /\[([^\]\n]+)\]\(([^)\s]+)\)|\*\*([^*\n]+)\*\*/g
const bullet = /^\s*(?:[-*•]|\d+[.)])\s+/

/**
 * One line's pieces. Only a link to the site's own page (a path, or an address on one of
 * `origins`) becomes a link, to its path; a link anywhere else stays plain text.
 */
export function parseInline(line: string, origins: readonly string[] = []): Inline[] {
  const pieces: Inline[] = []
  let last = 0
  for (const match of line.matchAll(inlinePattern)) {
    if (match.index > last) pieces.push({ kind: 'text', text: line.slice(last, match.index) })
    const [whole, label, href, strong] = match
    if (strong !== undefined) pieces.push({ kind: 'strong', text: strong })
    else {
      const path = href === undefined ? null : ownPath(href, origins)
      if (label !== undefined && path) pieces.push({ kind: 'link', text: label, href: path })
      else pieces.push({ kind: 'text', text: whole })
    }
    last = match.index + whole.length
  }
  if (last < line.length) pieces.push({ kind: 'text', text: line.slice(last) })
  return pieces
}

/**
 * The little Markdown a reply uses (paragraphs, "- " lists, **bold**, [links](/path)) as
 * blocks to render as elements: never as HTML, so a reply cannot inject markup, and links only
 * to the site's own pages (see parseInline), so a reply cannot send a visitor elsewhere.
 */
export function parseChatText(text: string, origins: readonly string[] = []): Block[] {
  const blocks: Block[] = []
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((line) => line.trim() !== '')
    let current: Block | null = null
    for (const line of lines) {
      const isItem = bullet.test(line)
      const kind = isItem ? 'list' : 'paragraph'
      if (!current || current.kind !== kind) {
        current = kind === 'list' ? { kind, items: [] } : { kind, lines: [] }
        blocks.push(current)
      }
      const pieces = parseInline(isItem ? line.replace(bullet, '') : line.trim(), origins)
      if (current.kind === 'list') current.items.push(pieces)
      else current.lines.push(pieces)
    }
  }
  return blocks
}
