/** A piece of a line of a chat reply: text, bold text or a link. */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'link'; text: string; href: string }

/** A paragraph (its lines) or a bulleted list (its items), each a list of inline pieces. */
export type Block = { kind: 'paragraph'; lines: Inline[][] } | { kind: 'list'; items: Inline[][] }

const inlinePattern = /\[([^\]\n]+)\]\(([^)\s]+)\)|\*\*([^*\n]+)\*\*/g
const bullet = /^\s*(?:[-*•]|\d+[.)])\s+/

/** Links a reply may carry: the site's own paths, web addresses, e-mail and telephone. */
export function isSafeHref(href: string): boolean {
  return /^(?:\/(?!\/)|https?:\/\/|mailto:|tel:)/i.test(href)
}

/** One line's pieces; a link with an address that is not safe stays plain text. */
export function parseInline(line: string): Inline[] {
  const pieces: Inline[] = []
  let last = 0
  for (const match of line.matchAll(inlinePattern)) {
    if (match.index > last) pieces.push({ kind: 'text', text: line.slice(last, match.index) })
    const [whole, label, href, strong] = match
    if (strong !== undefined) pieces.push({ kind: 'strong', text: strong })
    else if (label !== undefined && href !== undefined && isSafeHref(href)) {
      pieces.push({ kind: 'link', text: label, href })
    } else pieces.push({ kind: 'text', text: whole })
    last = match.index + whole.length
  }
  if (last < line.length) pieces.push({ kind: 'text', text: line.slice(last) })
  return pieces
}

/**
 * The little Markdown a reply uses (paragraphs, "- " lists, **bold**, [links](/path)) as
 * blocks to render as elements: never as HTML, so a reply cannot inject markup.
 */
export function parseChatText(text: string): Block[] {
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
      const pieces = parseInline(isItem ? line.replace(bullet, '') : line.trim())
      if (current.kind === 'list') current.items.push(pieces)
      else current.lines.push(pieces)
    }
  }
  return blocks
}
