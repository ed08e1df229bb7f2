import { cn } from '@/lib/cn'

import { Icon, type IconNode } from './Icon'

type Item = { title: string; text: string }

/** Cards with an icon, a title and a sentence or two (service offers, career benefits). */
export function IconCardGrid({
  items,
  icons,
  className,
}: {
  items: readonly Item[]
  /** One icon per item, in the same order. */
  icons: readonly IconNode[]
  /** Grid columns and spacing, e.g. `mt-10 sm:grid-cols-2 lg:grid-cols-3`. */
  className: string
}) {
  return (
    <ul className={cn('grid gap-6', className)}>
      {items.map((item, index) => {
        return (
          <li
            key={item.title}
            className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <span
              aria-hidden
              className="grid size-11 place-items-center rounded-lg bg-brand-50 text-brand-800"
            >
              <Icon icon={icons[index]!} className="size-6" />
            </span>
            <h3 className="text-lg font-semibold text-brand-900">{item.title}</h3>
            <p className="leading-7 text-slate-700">{item.text}</p>
          </li>
        )
      })}
    </ul>
  )
}
