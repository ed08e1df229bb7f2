import type { ReactNode } from 'react'

import type { HomeSection } from '@/components/site/navigation'
import { cn } from '@/lib/cn'

type Props = {
  id: HomeSection
  title: string
  intro?: string
  className?: string
  children?: ReactNode
}

/** An anchored home-page section; focusable so in-page links can move focus to it. */
export function Section({ id, title, intro, className, children }: Props) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className={cn('scroll-mt-16 py-20 outline-none', className)}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-brand-900">
          {title}
        </h2>
        {intro && <p className="mt-4 max-w-2xl text-lg text-slate-700">{intro}</p>}
        {children}
      </div>
    </section>
  )
}
