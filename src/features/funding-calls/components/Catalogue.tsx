import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/seo/alternates'

import { activeFilters } from '../activeFilters'
import type { CatalogueResult } from '../catalogue'
import { catalogueQuery, type CatalogueFilters } from '../rules/catalogueFilters'
import { ActiveFilterChips } from './ActiveFilterChips'
import { CatalogueFields } from './CatalogueFields'
import { CatalogueForm } from './CatalogueForm.client'
import { cataloguePath } from './catalogueLinks'
import { CataloguePagination } from './CataloguePagination'
import { CatalogueResults } from './CatalogueResults'
import { CatalogueSubscribe } from './CatalogueSubscribe'
import { CatalogueTabs } from './CatalogueTabs'

export { cataloguePath }

/**
 * The funding-call catalogue: status tabs, the filter form (a GET form that JavaScript
 * enhances), the active filters with a way to remove each, one page of calls, pages, and the
 * calendar and feed of the same filters. Every link and the form keep the other filters.
 */
export async function Catalogue({
  locale,
  filters,
  result,
}: {
  locale: Locale
  filters: CatalogueFilters
  result: CatalogueResult
}) {
  const t = await getTranslations({ locale, namespace: 'Catalogue' })
  const alerts = await getTranslations({ locale, namespace: 'Alerts' })
  const href = (changes: Partial<CatalogueFilters>) =>
    `${cataloguePath}${catalogueQuery({ ...filters, page: 1, ...changes })}`
  const query = catalogueQuery(filters)
  const feedQuery = catalogueQuery({ ...filters, page: 1, sort: 'deadline' })
  const programmeName = new Map(
    result.programmes.map((programme) => [programme.id, programme.name]),
  )

  const active = activeFilters(
    locale,
    filters,
    filters.programme ? (programmeName.get(filters.programme) ?? null) : null,
  )

  return (
    <>
      <CatalogueTabs t={t} filters={filters} counts={result.counts} href={href} />
      <div className="mt-6">
        <CatalogueForm
          action={localizedPath(locale, cataloguePath)}
          query={query.replace(/^\?/, '')}
          busyLabel={t('updating')}
          fields={<CatalogueFields t={t} filters={filters} result={result} />}
        >
          {active.length > 0 && <ActiveFilterChips t={t} active={active} href={href} />}
          <CatalogueResults
            t={t}
            locale={locale}
            filters={filters}
            result={result}
            filtered={active.length > 0}
            href={href}
          />
          {result.pages > 1 && (
            <CataloguePagination
              label={t('pagination')}
              page={result.page}
              pages={result.pages}
              href={(page) => `${cataloguePath}${catalogueQuery({ ...filters, page })}`}
              previous={t('previous')}
              next={t('next')}
              pageLabel={(page) => t('pageN', { page })}
            />
          )}
          <CatalogueSubscribe
            t={t}
            locale={locale}
            filters={filters}
            feedQuery={feedQuery}
            alertLabel={alerts('links.catalogue')}
          />
        </CatalogueForm>
      </div>
    </>
  )
}
