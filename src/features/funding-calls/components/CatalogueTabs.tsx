import type { CatalogueResult } from '../catalogue'
import { catalogueStatuses } from '../rules/catalogueCounts'
import type { CatalogueFilters } from '../rules/catalogueFilters'
import type { CatalogueHref } from './catalogueLinks'
import type { CatalogueMessages } from './messages'
import { CatalogueLink as Link } from './CatalogueLink'

/** The catalogue's status tabs (current, open, forthcoming, closed), each with its count. */
export function CatalogueTabs({
  t,
  filters,
  counts,
  href,
}: {
  t: CatalogueMessages
  filters: CatalogueFilters
  counts: CatalogueResult['counts']
  href: CatalogueHref
}) {
  return (
    <nav aria-label={t('statusLabel')} className="mt-10 border-b border-slate-200">
      <ul className="-mb-px flex flex-wrap gap-x-6">
        {catalogueStatuses.map((status) => {
          const current = filters.status === status
          return (
            <li key={status}>
              <Link
                href={href({
                  status,
                  sort: filters.sort === 'deadline' ? 'deadline' : filters.sort,
                })}
                aria-current={current ? 'page' : undefined}
                className={`inline-block border-b-2 px-1 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                  current
                    ? 'border-brand-700 text-brand-900'
                    : 'border-transparent text-slate-700 hover:border-slate-400 hover:text-brand-900'
                }`}
              >
                {t(`statusTabs.${status}`)}{' '}
                <span className="font-normal text-slate-600">({counts.status[status]})</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
