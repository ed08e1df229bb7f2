import { X } from 'lucide'

import { Icon } from '@/components/ui/Icon'

import type { ActiveFilter } from '../activeFilters'
import { cleared, type CatalogueHref } from './catalogueLinks'
import type { CatalogueMessages } from './messages'
import { CatalogueLink as Link } from './CatalogueLink'

/** The filters the visitor chose, each a chip that removes it, and a link removing them all. */
export function ActiveFilterChips({
  t,
  active,
  href,
}: {
  t: CatalogueMessages
  active: ActiveFilter[]
  href: CatalogueHref
}) {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <h3 className="sr-only">{t('activeFilters')}</h3>
      {active.map((filter) => (
        <Link
          key={filter.key}
          href={href(filter.without)}
          aria-label={t('removeFilter', { label: filter.label })}
          className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900 ring-1 ring-brand-100 ring-inset hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {filter.label}
          <Icon icon={X} className="size-4" />
        </Link>
      ))}
      <Link
        href={href(cleared)}
        className="px-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {t('clearAll')}
      </Link>
    </div>
  )
}
