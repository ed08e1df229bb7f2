import type { CatalogueFilters } from '../rules/catalogueFilters'

export const cataloguePath = '/otvoreni-natjecaji'

/** The catalogue's address with some filters changed (back on the first page). */
export type CatalogueHref = (changes: Partial<CatalogueFilters>) => string

/** Every filter but the status and the order, removed. */
export const cleared: Partial<CatalogueFilters> = {
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
export function alertsHref(filters: CatalogueFilters): string {
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
