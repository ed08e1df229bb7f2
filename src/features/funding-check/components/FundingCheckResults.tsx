import { ArrowRight } from 'lucide'

import { Icon } from '@/components/ui/Icon'
import { Link } from '@/i18n/navigation'

type Item = { id: number; fundName: string; funding: string | null; deadlineLabel: string }

/** The open calls that match, each linking to its page. */
export function FundingCheckResults({ title, items }: { title: string; items: Item[] }) {
  return (
    <section aria-labelledby="funding-results-title" className="mt-4">
      <h3 id="funding-results-title" className="text-lg font-semibold text-brand-900">
        {title}
      </h3>
      <ul className="mt-4 grid gap-3">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              href={`/natjecaj/${item.id}`}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <span className="font-semibold text-brand-900">{item.fundName}</span>
              <span className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
                {item.funding && <span>{item.funding}</span>}
                <span>{item.deadlineLabel}</span>
                <Icon icon={ArrowRight} className="size-4 text-brand-700" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
