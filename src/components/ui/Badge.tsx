import type { ReactNode } from 'react'

import { cn } from '@/lib/cn'

const tones = {
  brand: 'bg-brand-50 text-brand-900 ring-brand-100',
  accent: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  muted: 'bg-slate-100 text-slate-800 ring-slate-300',
} as const

/** A small label on a card or a detail page (deadline, funding, industry). */
export function Badge({
  tone = 'brand',
  children,
  className,
}: {
  tone?: keyof typeof tones
  children: ReactNode
  className?: string
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  )
}
