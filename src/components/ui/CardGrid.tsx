import type { ReactNode } from 'react'

/** The responsive grid of list cards: one, two or three columns. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <div className="mt-12 grid gap-8 md:grid-cols-2 xl:grid-cols-3">{children}</div>
}
