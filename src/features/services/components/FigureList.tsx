import type { ServiceFigure } from '../text'

/** Large figures (three in the design) (value, label and an optional sentence) on dark tiles. */
export function FigureList({ figures }: { figures: readonly ServiceFigure[] }) {
  return (
    <dl className="mt-10 grid gap-4 md:grid-cols-3">
      {figures.map((figure) => (
        <div
          key={figure.value}
          className="flex flex-col rounded-xl bg-brand-900 px-6 py-8 text-center text-white"
        >
          <dt className="mt-1 font-medium text-brand-50">{figure.label}</dt>
          <dd className="order-first text-4xl font-bold text-accent-400">{figure.value}</dd>
          {figure.text && <dd className="mt-3 text-sm leading-6 text-slate-100">{figure.text}</dd>}
        </div>
      ))}
    </dl>
  )
}
