import { Bell, CalendarPlus, ChevronLeft, ChevronRight, Rss, SlidersHorizontal, X } from 'lucide'
import { getTranslations } from 'next-intl/server'
import type { ComponentProps } from 'react'

import { CardGrid } from '@/components/ui/CardGrid'
import { EmptyState } from '@/components/ui/EmptyState'
import { Icon } from '@/components/ui/Icon'
import { ActivityCodeField } from '@/forms/components/ActivityCodeField.client'
import { FormField } from '@/forms/components/FormField'
import { SelectField } from '@/forms/components/SelectField'
import { islandMessages as activityCodeMessages } from '@/forms/components/islandMessages'
import { IslandMessages } from '@/i18n/IslandMessages'
import type { Locale } from '@/i18n/locales'
import { Link as LocaleLink } from '@/i18n/navigation'
import { localizedPath } from '@/seo/alternates'

import { activeFilters } from '../activeFilters'
import type { CatalogueResult } from '../catalogue'
import { catalogueStatuses } from '../rules/catalogueCounts'
import { versionNames } from '../rules/activityCodes'
import {
  catalogueQuery,
  catalogueSize,
  catalogueSorts,
  closingWindows,
  type CatalogueFilters,
} from '../rules/catalogueFilters'
import { applicantTypes, counties, programmeKinds } from '../rules/taxonomy'
import { CatalogueForm } from './CatalogueForm.client'
import { FundingCallCard } from './FundingCallCard'
import { ProgrammeArtSymbols } from './ProgrammeArt'

export const cataloguePath = '/otvoreni-natjecaji'

/** Filters that sit in the collapsible panel (the search, code and status are always shown). */
const panelFilters = ['county', 'applicant', 'programme', 'min', 'max', 'closesWithin'] as const

/** Every filter but the status and the order, removed. */
const cleared: Partial<CatalogueFilters> = {
  q: null,
  code: null,
  version: 'nkd2007',
  county: null,
  applicant: null,
  programme: null,
  min: null,
  max: null,
  closesWithin: null,
}

/**
 * The alerts page with the filters an alert can keep (code and version, county, a company size
 * among the applicants, programme, least amount), under the catalogue's own parameter names.
 */
function alertsHref(filters: CatalogueFilters): string {
  const params = new URLSearchParams()
  const add = (key: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value))
  }
  add('code', filters.code)
  if (filters.code && filters.version === 'nkd2025') add('version', filters.version)
  add('county', filters.county)
  add('applicant', filters.applicant)
  add('programme', filters.programme)
  add('min', filters.min)
  const query = params.toString()
  return query ? `/alerts?${query}` : '/alerts'
}

/**
 * A link of the catalogue to another of its addresses (a tab, a filter removed, a page): never
 * prefetched, as every such address is rendered per request (./pretraga). Prefetching them
 * rendered three or four filtered lists on the server at each visit and parsed them in the
 * visitor's browser while the page was starting (mobile Lighthouse: TBT twice the bare app's).
 */
function Link(props: Omit<ComponentProps<typeof LocaleLink>, 'prefetch'>) {
  return <LocaleLink {...props} prefetch={false} />
}

/** A value with its count, as an option of a list: "Istarska županija (12)". */
const counted = (label: string, count: number | undefined) => `${label} (${count ?? 0})`

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
  const { counts, programmes } = result
  const href = (changes: Partial<CatalogueFilters>) =>
    `${cataloguePath}${catalogueQuery({ ...filters, page: 1, ...changes })}`
  const query = catalogueQuery(filters)
  const feedQuery = catalogueQuery({ ...filters, page: 1, sort: 'deadline' })
  const programmeName = new Map(programmes.map((programme) => [programme.id, programme.name]))

  const active = activeFilters(
    locale,
    filters,
    filters.programme ? (programmeName.get(filters.programme) ?? null) : null,
  )
  const panelActive =
    panelFilters.filter((key) => filters[key] !== null).length +
    (filters.version === 'nkd2025' ? 1 : 0)
  const correspondence = result.correspondence

  const fields = (
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
              groups={programmeKinds
                .map((kind) => ({
                  label: t(`programmeKinds.${kind}`),
                  options: programmes
                    .filter((programme) => programme.kind === kind)
                    .map((programme) => ({
                      value: String(programme.id),
                      label: counted(programme.name, counts.programme[programme.id]),
                    })),
                }))
                .filter((group) => group.options.length > 0)}
            />
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
      </div>
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
    </>
  )

  return (
    <>
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
      <div className="mt-6">
        <CatalogueForm
          action={localizedPath(locale, cataloguePath)}
          query={query.replace(/^\?/, '')}
          busyLabel={t('updating')}
          fields={fields}
        >
          {active.length > 0 && (
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
          )}
          {result.calls.length > 0 ? (
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
          ) : result.total > 0 ? (
            <EmptyState title={t('pageEmpty')}>
              <Link href={href({})} className="font-semibold text-brand-700 underline">
                {t('firstPage')}
              </Link>
            </EmptyState>
          ) : (
            <EmptyState title={t('emptyTitle')}>
              <p>{t('emptyHint')}</p>
              <p className="mt-4 flex flex-wrap justify-center gap-4">
                {active.length > 0 && (
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
          )}
          {result.pages > 1 && (
            <Pagination
              label={t('pagination')}
              page={result.page}
              pages={result.pages}
              href={(page) => `${cataloguePath}${catalogueQuery({ ...filters, page })}`}
              previous={t('previous')}
              next={t('next')}
              pageLabel={(page) => t('pageN', { page })}
            />
          )}
          <p className="mt-12 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
            <span className="font-semibold text-brand-900">{t('subscribe')}:</span>
            <a
              href={`${localizedPath(locale, `${cataloguePath}.ics`)}${feedQuery}`}
              className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
              data-testid="catalogue-calendar"
            >
              <Icon icon={CalendarPlus} className="size-4" />
              {t('calendar')}
            </a>
            <a
              href={`${localizedPath(locale, `${cataloguePath}/feed`)}${feedQuery}`}
              className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
              data-testid="catalogue-feed"
            >
              <Icon icon={Rss} className="size-4" />
              {t('feed')}
            </a>
            <Link
              href={alertsHref(filters)}
              className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
              data-testid="catalogue-alert"
            >
              <Icon icon={Bell} className="size-4" />
              {alerts('links.catalogue')}
            </Link>
          </p>
        </CatalogueForm>
      </div>
    </>
  )
}

/** Page links: previous, the pages around the current one (with the first and last), next. */
function Pagination({
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
