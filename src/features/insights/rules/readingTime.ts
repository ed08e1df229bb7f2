/** Words a reader reads per minute (a common figure for prose on screen). */
export const wordsPerMinute = 200

/** Minutes needed to read a text: at least 1, rounded up. */
export function readingTimeMinutes(text: string): number {
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
  return Math.max(1, Math.ceil(words / wordsPerMinute))
}

type RichTextNode = { text?: unknown; children?: unknown }

/** All text of a Lexical rich-text document, paragraphs separated by spaces. */
export function richTextToPlainText(value: unknown): string {
  const parts: string[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const { text, children } = node as RichTextNode
    if (typeof text === 'string') parts.push(text)
    if (Array.isArray(children)) children.forEach(walk)
  }
  walk((value as { root?: unknown } | null)?.root)
  return parts.join(' ')
}
