/**
 * The full description of a funding call, as blocks to render as plain text (never as HTML):
 * one block per non-empty line; question lines and section titles led by an emoji are headings
 * (shown bold); lines starting with • or - are list items. Any HTML in the text is removed
 * (script and style elements with their content), so nothing is ever injected as markup.
 */
export type DescriptionBlock = { kind: 'heading' | 'item' | 'text'; text: string }

const emojiLed = /^\p{Extended_Pictographic}/u
const bullet = /^[•\-–]\s+/

/** The visible text of a string that may contain HTML: tags dropped, entities decoded. */
export function stripHtml(value: string): string {
  return value
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<(script|style)\b[^>]*>[\s\S]*$/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
}

function classify(line: string): DescriptionBlock {
  if (bullet.test(line)) return { kind: 'item', text: line.replace(bullet, '') }
  if (line.endsWith('?') || emojiLed.test(line)) return { kind: 'heading', text: line }
  return { kind: 'text', text: line }
}

export function formatDescription(description: string | null | undefined): DescriptionBlock[] {
  if (!description) return []
  return stripHtml(description)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map(classify)
}
