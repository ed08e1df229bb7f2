import type { ReactNode } from 'react'

import { cn } from '@/lib/cn'

/** The width and padding of a content page. */
export function PageContainer({ children, narrow }: { children: ReactNode; narrow?: boolean }) {
  return (
    <div className={cn('mx-auto px-4 py-16 sm:px-6', narrow ? 'max-w-4xl' : 'max-w-7xl')}>
      {children}
    </div>
  )
}
