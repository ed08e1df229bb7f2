import type { CatalogueResult } from '../catalogue'
import { versionNames } from '../rules/activityCodes'
import { catalogueSize, catalogueSorts, type CatalogueFilters } from '../rules/catalogueFilters'
import type { CatalogueMessages } from './messages'

/**
 * Above the list: how many calls match (with the codes a code of the other version stands for,
 * and which of them this page shows), and the order of the list.
 */
export function CatalogueSummary({
  t,
  filters,
  result,
}: {
  t: CatalogueMessages
  filters: CatalogueFilters
  result: CatalogueResult
}) {
  const correspondence = result.correspondence
  return (
    <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
      <div aria-live="polite">
        <h2 className="text-xl font-semibold text-brand-900" data-testid="catalogue-count">
          {t('results', { count: result.total })}
        </h2>
        {correspondence && filters.code && (
          <p
            className="mt-1 max-w-prose text-sm text-slate-700"
            data-testid="catalogue-correspondence"
          >
            {t('correspondence', {
              code: filters.code,
              from: versionNames[correspondence.from],
              to: versionNames[correspondence.to],
              codes: correspondence.codes.join(', '),
              count: correspondence.codes.length,
            })}
          </p>
        )}
        {result.total > catalogueSize && result.calls.length > 0 && (
          <p className="text-sm text-slate-600">
            {t('resultsRange', {
              from: (result.page - 1) * catalogueSize + 1,
              to: (result.page - 1) * catalogueSize + result.calls.length,
              count: result.total,
            })}
          </p>
        )}
      </div>
      <div className="w-full sm:w-64">
        <label htmlFor="catalogue-sort" className="font-semibold text-brand-900">
          {t('sort')}
        </label>
        <select
          id="catalogue-sort"
          name="sort"
          defaultValue={filters.sort}
          className="mt-2 block h-12 w-full rounded-md border border-slate-400 bg-white px-4 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700"
        >
          {catalogueSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sorts.${sort}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
