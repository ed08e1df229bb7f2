import type { ReactNode } from 'react'

/** The heading and lead paragraph of a list page. */
export function PageIntro({
  title,
  intro,
  children,
}: {
  title: string
  intro: string
  children?: ReactNode
}) {
  return (
    <header className="max-w-3xl">
      <h1 className="text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">{intro}</p>
      {children}
    </header>
  )
}
