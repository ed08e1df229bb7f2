import type { ReactNode } from 'react'

export type ToolId = 'roi' | 'timeline' | 'checklist'

type Props = {
  id: ToolId
  title: string
  intro: string
  icon: ReactNode
  children: ReactNode
}

/** One tool on /tools: an anchored card with its heading; focusable for in-page links. */
export function ToolSection({ id, title, intro, icon, children }: Props) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="mt-12 scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm outline-none sm:p-8"
    >
      <div className="flex items-start gap-4">
        <span
          aria-hidden
          className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-800"
        >
          {icon}
        </span>
        <div>
          <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-brand-900">
            {title}
          </h2>
          <p className="mt-2 max-w-2xl text-slate-700">{intro}</p>
        </div>
      </div>
      {children}
    </section>
  )
}
