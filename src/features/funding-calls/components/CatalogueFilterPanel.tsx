import { SlidersHorizontal } from 'lucide'

import { Icon } from '@/components/ui/Icon'
import { FormField } from '@/forms/components/FormField'
import { SelectField } from '@/forms/components/SelectField'

import type { CatalogueResult } from '../catalogue'
import { closingWindows, type CatalogueFilters } from '../rules/catalogueFilters'
import { applicantTypes, counties, programmeKinds } from '../rules/taxonomy'
import type { CatalogueMessages } from './messages'

/** Filters that sit in the collapsible panel (the search, code and status are always shown). */
const panelFilters = ['county', 'applicant', 'programme', 'min', 'max', 'closesWithin'] as const

/** A value with its count, as an option of a list: "Istarska županija (12)". */
const counted = (label: string, count: number | undefined) => `${label} (${count ?? 0})`

/** The programmes as option groups by kind, each with its count; kinds without one left out. */
function programmeGroups(
  t: CatalogueMessages,
  programmes: CatalogueResult['programmes'],
  counts: CatalogueResult['counts'],
) {
  return programmeKinds
    .map((kind) => ({
      label: t(`programmeKinds.${kind}`),
      options: programmes
        .filter((programme) => programme.kind === kind)
        .map((programme) => ({
          value: String(programme.id),
          label: counted(programme.name, counts.programme[programme.id]),
        })),
    }))
    .filter((group) => group.options.length > 0)
}

/** The least and the greatest amount of a grant, side by side. */
function AmountFields({ t, filters }: { t: CatalogueMessages; filters: CatalogueFilters }) {
  return (
    <fieldset className="grid grid-cols-2 gap-3">
      <legend className="font-semibold text-brand-900">{t('amountFilter')}</legend>
      <FormField
        id="catalogue-min"
        name="min"
        label={<span className="text-sm font-normal text-slate-700">{t('min')}</span>}
        type="number"
        min={0}
        step={1000}
        inputMode="numeric"
        defaultValue={filters.min ?? ''}
      />
      <FormField
        id="catalogue-max"
        name="max"
        label={<span className="text-sm font-normal text-slate-700">{t('max')}</span>}
        type="number"
        min={0}
        step={1000}
        inputMode="numeric"
        defaultValue={filters.max ?? ''}
      />
    </fieldset>
  )
}

/**
 * The collapsible panel of the catalogue's other filters (code version, county, applicant,
 * programme, amount, closing window), open when one of them is set, with how many are.
 */
export function CatalogueFilterPanel({
  t,
  filters,
  counts,
  programmes,
}: {
  t: CatalogueMessages
  filters: CatalogueFilters
  counts: CatalogueResult['counts']
  programmes: CatalogueResult['programmes']
}) {
  const panelActive =
    panelFilters.filter((key) => filters[key] !== null).length +
    (filters.version === 'nkd2025' ? 1 : 0)
  return (
    <details
      open={panelActive > 0 || undefined}
      className="group md:col-span-3"
      data-testid="catalogue-filters"
    >
      <summary className="inline-flex cursor-pointer items-center gap-2 rounded-md font-semibold text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
        <Icon icon={SlidersHorizontal} className="size-4" />
        {t('filtersTitle')}
        {panelActive > 0 && ` (${panelActive})`}
      </summary>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField
          id="catalogue-version"
          name="version"
          label={t('versionLabel')}
          anyLabel={t('version2007')}
          defaultValue={filters.version === 'nkd2025' ? 'nkd2025' : ''}
          options={[{ value: 'nkd2025', label: t('version2025') }]}
        />
        <SelectField
          id="catalogue-county"
          name="county"
          label={t('county')}
          anyLabel={t('countyAny')}
          defaultValue={filters.county ?? ''}
          options={counties.map((value) => ({
            value,
            label: counted(t(`counties.${value}`), counts.county[value]),
          }))}
        />
        <SelectField
          id="catalogue-applicant"
          name="applicant"
          label={t('applicant')}
          anyLabel={t('applicantAny')}
          defaultValue={filters.applicant ?? ''}
          options={applicantTypes.map((value) => ({
            value,
            label: counted(t(`applicants.${value}`), counts.applicant[value]),
          }))}
        />
        <SelectField
          id="catalogue-programme"
          name="programme"
          label={t('programme')}
          anyLabel={t('programmeAny')}
          defaultValue={filters.programme ? String(filters.programme) : ''}
          options={[]}
          groups={programmeGroups(t, programmes, counts)}
        />
        <AmountFields t={t} filters={filters} />
        <input type="hidden" name="status" value={filters.status} />
        <SelectField
          id="catalogue-closes"
          name="closes"
          label={t('closesWithin')}
          anyLabel={t('closesWithinAny')}
          defaultValue={filters.closesWithin ? String(filters.closesWithin) : ''}
          options={closingWindows.map((days) => ({
            value: String(days),
            label: counted(t('closesWithinDays', { days }), counts.closesWithin[days]),
          }))}
        />
      </div>
    </details>
  )
}
