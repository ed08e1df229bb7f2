import type { ReactNode } from 'react'

/** What a list shows when it has nothing to show. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mt-12 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <p className="text-xl font-semibold text-brand-900">{title}</p>
      {children && <div className="mx-auto mt-3 max-w-xl text-slate-700">{children}</div>}
    </div>
  )
}
