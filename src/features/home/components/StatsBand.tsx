import { CountUp } from './lazy.client'

/** One figure of the band: the number it counts up to, what comes around it, and its label. */
export type StatsFigure = {
  target: number
  prefix?: string | null
  suffix?: string | null
  label: string
}

/** The by-the-numbers band between services and the funding check. */
export function StatsBand({ title, figures }: { title: string; figures: readonly StatsFigure[] }) {
  return (
    <section aria-labelledby="stats-title" className="bg-brand-900 py-16 text-white">
      <h2 id="stats-title" className="sr-only">
        {title}
      </h2>
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 sm:px-6 lg:grid-cols-4">
        {figures.map((stat) => (
          <div key={stat.label} data-reveal className="flex flex-col text-center">
            <dt className="mt-2 text-brand-50">{stat.label}</dt>
            <dd className="order-first text-4xl font-bold text-accent-400 sm:text-5xl">
              <CountUp
                target={stat.target}
                prefix={stat.prefix ?? undefined}
                suffix={stat.suffix ?? undefined}
              />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
