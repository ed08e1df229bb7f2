import { ActivityCodeField } from '@/forms/components/ActivityCodeField.client'
import { FormField } from '@/forms/components/FormField'
import { islandMessages as activityCodeMessages } from '@/forms/components/islandMessages'
import { IslandMessages } from '@/i18n/IslandMessages'

import type { CatalogueResult } from '../catalogue'
import type { CatalogueFilters } from '../rules/catalogueFilters'
import { CatalogueFilterPanel } from './CatalogueFilterPanel'
import type { CatalogueMessages } from './messages'
import { CatalogueSummary } from './CatalogueSummary'

/**
 * The fields of the catalogue's filter form: the search, the activity code and the button, the
 * collapsible panel of the other filters, then the number of results and the order.
 */
export function CatalogueFields({
  t,
  filters,
  result,
}: {
  t: CatalogueMessages
  filters: CatalogueFilters
  result: CatalogueResult
}) {
  return (
    <>
      <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] md:items-end">
        <FormField
          id="catalogue-q"
          name="q"
          type="search"
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          defaultValue={filters.q ?? ''}
          maxLength={100}
          autoComplete="off"
        />
        <IslandMessages pick={activityCodeMessages.ActivityCodeField}>
          <ActivityCodeField
            id="catalogue-code"
            name="code"
            label={t('code')}
            placeholder="62.01"
            title={t('codeHint')}
            defaultValue={filters.code ?? ''}
            maxLength={5}
            inputMode="decimal"
            autoComplete="off"
            versionField="catalogue-version"
          />
        </IslandMessages>
        <button
          type="submit"
          className="h-12 rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t('apply')}
        </button>
        <CatalogueFilterPanel
          t={t}
          filters={filters}
          counts={result.counts}
          programmes={result.programmes}
        />
      </div>
      <CatalogueSummary t={t} filters={filters} result={result} />
    </>
  )
}
