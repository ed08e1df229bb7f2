/**
 * A Lexical rich-text document from paragraphs; a paragraph starting with '## ' is a heading,
 * and one whose lines all start with '- ' is a bulleted list (an item per line).
 */
export function paragraphsToLexical(paragraphs: string[]) {
  const block = { version: 1, direction: 'ltr' as const, format: '' as const, indent: 0 }
  const text = (value: string) => ({
    type: 'text',
    version: 1,
    text: value,
    format: 0,
    style: '',
    mode: 'normal' as const,
    detail: 0,
  })
  return {
    root: {
      ...block,
      type: 'root',
      children: paragraphs.map((paragraph) => {
        const lines = paragraph.split('\n')
        if (lines.every((line) => line.startsWith('- '))) {
          return {
            ...block,
            type: 'list',
            listType: 'bullet' as const,
            start: 1,
            tag: 'ul' as const,
            children: lines.map((line, index) => ({
              ...block,
              type: 'listitem',
              value: index + 1,
              children: [text(line.slice(2))],
            })),
          }
        }
        return paragraph.startsWith('## ')
          ? { ...block, type: 'heading', tag: 'h2' as const, children: [text(paragraph.slice(3))] }
          : { ...block, type: 'paragraph', textFormat: 0, children: [text(paragraph)] }
      }),
    },
  }
}
