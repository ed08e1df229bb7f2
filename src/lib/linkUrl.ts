/** Schemes a link in rich text may use; javascript:, data: and the rest are refused. */
const allowedProtocols = ['http:', 'https:', 'mailto:', 'tel:']

/** True for http(s), mailto and tel addresses and for paths on this site (/…, #…). */
export function isSafeLinkUrl(value: string): boolean {
  const url = value.trim()
  if (url.startsWith('#')) return true
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\')
  try {
    // Parsed as browsers do, so tricks such as "java\tscript:" are seen for what they are.
    return allowedProtocols.includes(new URL(url).protocol)
  } catch {
    return false
  }
}

type Node = { type?: unknown; fields?: { url?: unknown; linkType?: unknown }; children?: unknown }

/** The addresses of all links (not links to documents) in a Lexical rich-text value. */
export function linkUrls(value: unknown): string[] {
  const found: string[] = []
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const { type, fields, children } = node as Node
    if ((type === 'link' || type === 'autolink') && fields?.linkType !== 'internal') {
      found.push(typeof fields?.url === 'string' ? fields.url : '')
    }
    if (Array.isArray(children)) children.forEach(visit)
  }
  visit((value as { root?: unknown } | null)?.root)
  return found
}
