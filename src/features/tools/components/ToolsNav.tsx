import type { ToolId } from './ToolSection'

/** Links to the three tools further down the page. */
export function ToolsNav({
  label,
  tools,
}: {
  label: string
  tools: { id: ToolId; title: string }[]
}) {
  return (
    <nav aria-label={label} className="mt-8">
      <ul className="flex flex-wrap gap-3">
        {tools.map((tool) => (
          <li key={tool.id}>
            <a
              href={`#${tool.id}`}
              className="inline-flex h-11 items-center rounded-full border border-brand-100 bg-brand-50 px-5 font-semibold text-brand-900 hover:border-brand-700 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {tool.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
