import { formatDescription, type DescriptionBlock } from '../rules/descriptionFormat'

function groups(blocks: DescriptionBlock[]) {
  const result: (DescriptionBlock | DescriptionBlock[])[] = []
  for (const block of blocks) {
    const last = result.at(-1)
    if (block.kind === 'item' && Array.isArray(last)) last.push(block)
    else result.push(block.kind === 'item' ? [block] : block)
  }
  return result
}

/**
 * The full description of a call, line by line: headings bold, bullet
 * lines as a list. Always rendered as text, so HTML in it never becomes markup.
 */
export function FundingDescription({ text }: { text: string }) {
  return (
    <div className="space-y-3 leading-7 text-slate-800">
      {groups(formatDescription(text)).map((group, index) =>
        Array.isArray(group) ? (
          <ul key={index} className="list-disc space-y-1 pl-6">
            {group.map((item, itemIndex) => (
              <li key={itemIndex}>{item.text}</li>
            ))}
          </ul>
        ) : group.kind === 'heading' ? (
          <p key={index} className="pt-3 font-bold text-brand-900">
            {group.text}
          </p>
        ) : (
          <p key={index}>{group.text}</p>
        ),
      )}
    </div>
  )
}
