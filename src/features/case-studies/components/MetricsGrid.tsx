/** Key figures of a case study; labels such as new_jobs show as "new jobs". */
export function MetricsGrid({ metrics }: { metrics: { label: string; value: string }[] }) {
  return (
    <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {metrics.map((metric) => (
        <div
          key={metric.label}
          className="flex flex-col rounded-xl border border-slate-200 bg-white p-6"
        >
          <dt className="text-sm font-medium text-slate-600 first-letter:uppercase">
            {metric.label.replace(/_/g, ' ')}
          </dt>
          <dd className="order-first text-3xl font-bold text-brand-900">{metric.value}</dd>
        </div>
      ))}
    </dl>
  )
}
