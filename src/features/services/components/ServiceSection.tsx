import type { ReactNode } from 'react'

import { cn } from '@/lib/cn'

type Props = {
  id: string
  title: string
  intro: string
  className?: string
  children: ReactNode
}

/** A titled band of a service page; its heading names the region. */
export function ServiceSection({ id, title, intro, className, children }: Props) {
  return (
    <section aria-labelledby={`${id}-title`} className={cn('py-16 sm:py-20', className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2
          id={`${id}-title`}
          className="text-2xl font-bold tracking-tight break-words hyphens-auto text-brand-900 sm:text-3xl"
        >
          {title}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-slate-700">{intro}</p>
        {children}
      </div>
    </section>
  )
}
