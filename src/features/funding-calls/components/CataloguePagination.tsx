import { ChevronLeft, ChevronRight } from 'lucide'

import { Icon } from '@/components/ui/Icon'

import { CatalogueLink as Link } from './CatalogueLink'

/** Page links: previous, the pages around the current one (with the first and last), next. */
export function CataloguePagination({
  label,
  page,
  pages,
  href,
  previous,
  next,
  pageLabel,
}: {
  label: string
  page: number
  pages: number
  href: (page: number) => string
  previous: string
  next: string
  pageLabel: (page: number) => string
}) {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((value) => value >= 1 && value <= pages)
    .sort((a, b) => a - b)
  const linkClass =
    'inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-md border border-slate-300 bg-white px-3 font-semibold text-brand-800 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'
  return (
    <nav aria-label={label} className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <Link href={href(page - 1)} rel="prev" className={linkClass}>
              <Icon icon={ChevronLeft} className="size-4" />
              {previous}
            </Link>
          </li>
        )}
        {shown.map((value, index) => (
          <li key={value} className="flex items-center gap-2">
            {index > 0 && value - shown[index - 1]! > 1 && (
              <span aria-hidden className="px-1 text-slate-500">
                …
              </span>
            )}
            {value === page ? (
              <span
                aria-current="page"
                aria-label={pageLabel(value)}
                className={`${linkClass} border-brand-700 bg-brand-700 text-white hover:border-brand-700`}
              >
                {value}
              </span>
            ) : (
              <Link href={href(value)} aria-label={pageLabel(value)} className={linkClass}>
                {value}
              </Link>
            )}
          </li>
        ))}
        {page < pages && (
          <li>
            <Link href={href(page + 1)} rel="next" className={linkClass}>
              {next}
              <Icon icon={ChevronRight} className="size-4" />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
