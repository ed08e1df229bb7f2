const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text made safe to place in HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => entities[char]!)
}

/** A paragraph, a button link, or (quiet) a plain link. */
type Block = string | { label: string; url: string; quiet?: boolean }

/** A plain, readable HTML mail: paragraphs of escaped text, button links and plain links, in order. */
export function mailHtml(lang: string, blocks: Block[]): string {
  const body = blocks
    .map((block) =>
      typeof block === 'string'
        ? `<p style="margin:0 0 16px">${escapeHtml(block).replace(/\n/g, '<br>')}</p>`
        : block.quiet
          ? `<p style="margin:0 0 16px"><a href="${escapeHtml(block.url)}" style="color:#1e3a8a">${escapeHtml(block.label)}</a></p>`
          : `<p style="margin:24px 0"><a href="${escapeHtml(block.url)}" style="background:#1e3a8a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(block.label)}</a></p>`,
    )
    .join('')
  return `<!doctype html><html lang="${escapeHtml(lang)}"><body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#0f172a">${body}</body></html>`
}
