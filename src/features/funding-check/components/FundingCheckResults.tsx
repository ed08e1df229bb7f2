import { ArrowRight, Check } from 'lucide'

import { Icon } from '@/components/ui/Icon'
import { Link } from '@/i18n/navigation'

import type { CheckedOpportunity } from '../reasons'

/** The open calls that match, each linking to its page, with days left and why it fits. */
export function FundingCheckResults({
  title,
  whyTitle,
  items,
}: {
  title: string
  whyTitle: string
  items: CheckedOpportunity[]
}) {
  return (
    <section aria-labelledby="funding-results-title" className="mt-4">
      <h3 id="funding-results-title" className="text-lg font-semibold text-brand-900">
        {title}
      </h3>
      <ul className="mt-4 grid gap-3">
        {items.map((item) => (
          <li
            key={item.id}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm focus-within:border-brand-600 hover:border-brand-600"
          >
            <Link
              href={`/natjecaj/${item.id}`}
              className="flex flex-wrap items-center justify-between gap-3 rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <span className="font-semibold text-brand-900">{item.fundName}</span>
              <span className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
                {item.funding && <span>{item.funding}</span>}
                <span>{item.deadlineLabel}</span>
                {item.daysLeftLabel && (
                  <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800">
                    {item.daysLeftLabel}
                  </span>
                )}
                <Icon icon={ArrowRight} className="size-4 text-brand-700" />
              </span>
            </Link>
            {item.reasons.length > 0 && (
              <div className="mt-3 text-sm text-slate-700">
                <p className="sr-only">{whyTitle}</p>
                <ul className="grid gap-1">
                  {item.reasons.map((reason) => (
                    <li key={reason} className="flex gap-2">
                      <Icon icon={Check} className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                      {reason}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
