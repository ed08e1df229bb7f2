import { homeFigures, type HomeCopy } from '@/copy/home'

import { CountUp } from './CountUp.client'

/** The by-the-numbers band between services and the funding check. */
export function StatsBand({ copy }: { copy: HomeCopy['stats'] }) {
  return (
    <section aria-labelledby="stats-title" className="render-near bg-brand-900 py-16 text-white">
      <h2 id="stats-title" className="sr-only">
        {copy.title}
      </h2>
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 sm:px-6 lg:grid-cols-4">
        {homeFigures.map((stat, index) => (
          <div key={copy.labels[index]} data-reveal className="flex flex-col text-center">
            <dt className="mt-2 text-brand-50">{copy.labels[index]}</dt>
            <dd className="order-first text-4xl font-bold text-accent-400 sm:text-5xl">
              <CountUp
                target={stat.target}
                prefix={'prefix' in stat ? stat.prefix : undefined}
                suffix={stat.suffix}
              />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
