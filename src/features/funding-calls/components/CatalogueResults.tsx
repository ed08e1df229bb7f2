import { CardGrid } from '@/components/ui/CardGrid'
import { EmptyState } from '@/components/ui/EmptyState'
import type { Locale } from '@/i18n/locales'

import type { CatalogueResult } from '../catalogue'
import type { CatalogueFilters } from '../rules/catalogueFilters'
import { cleared, type CatalogueHref } from './catalogueLinks'
import type { CatalogueMessages } from './messages'
import { CatalogueLink as Link } from './CatalogueLink'
import { FundingCallCard } from './FundingCallCard'
import { ProgrammeArtSymbols } from './ProgrammeArt'

/**
 * One page of the catalogue's calls as cards; when it has none, a way back to the first page
 * (a page past the last), else the ways out of an empty list: remove the filters, see closed calls.
 */
export function CatalogueResults({
  t,
  locale,
  filters,
  result,
  filtered,
  href,
}: {
  t: CatalogueMessages
  locale: Locale
  filters: CatalogueFilters
  result: CatalogueResult
  /** Whether the visitor chose a filter (status and order aside). */
  filtered: boolean
  href: CatalogueHref
}) {
  if (result.calls.length > 0) {
    return (
      <>
        <ProgrammeArtSymbols
          kinds={result.calls
            .filter((call) => !call.image)
            .map((call) => call.programme?.kind ?? null)}
        />
        <CardGrid>
          {result.calls.map((call, index) => (
            <FundingCallCard
              key={call.id}
              locale={locale}
              call={call}
              preload={index === 0}
              sharedArt
            />
          ))}
        </CardGrid>
      </>
    )
  }
  if (result.total > 0) {
    return (
      <EmptyState title={t('pageEmpty')}>
        <Link href={href({})} className="font-semibold text-brand-700 underline">
          {t('firstPage')}
        </Link>
      </EmptyState>
    )
  }
  return (
    <EmptyState title={t('emptyTitle')}>
      <p>{t('emptyHint')}</p>
      <p className="mt-4 flex flex-wrap justify-center gap-4">
        {filtered && (
          <Link href={href(cleared)} className="font-semibold text-brand-700 underline">
            {t('clearAll')}
          </Link>
        )}
        {filters.status !== 'closed' && (
          <Link
            href={href({ status: 'closed' })}
            className="font-semibold text-brand-700 underline"
          >
            {t('emptyClosed')}
          </Link>
        )}
      </p>
    </EmptyState>
  )
}
