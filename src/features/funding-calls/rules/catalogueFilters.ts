import { z } from 'zod'

import { isActivityCode, type CodeVersion } from './activityCodes'
import { applicantTypes, counties } from './taxonomy'

/** Calls shown per page of the list. */
export const catalogueSize = 24

/** "Closes within" choices, in days. */
export const closingWindows = [7, 30, 90] as const

export const catalogueSorts = ['deadline', 'newest', 'amount'] as const

/**
 * What a visitor asked the catalogue for, as the list's URL says it. Defaults: open and
 * forthcoming calls, soonest deadline first, first page. Every field is optional in the URL.
 */
export type CatalogueFilters = {
  /** Words searched in the name and descriptions (diacritics-insensitive). */
  q: string | null
  code: string | null
  /** The classification version of `code` (NKD 2007 when not said). */
  version?: CodeVersion
  /**
   * Codes of the other version that correspond to `code` (the official correspondence), which
   * the server looks up: calls tagged with them are found too. Not part of the address.
   */
  related?: readonly string[]
  county: (typeof counties)[number] | null
  applicant: (typeof applicantTypes)[number] | null
  programme: number | null
  /** Grant range the visitor looks for, in euro. */
  min: number | null
  max: number | null
  /** `current`: open and forthcoming; `closed`: closed ones, newest first. */
  status: 'current' | 'open' | 'forthcoming' | 'closed'
  closesWithin: (typeof closingWindows)[number] | null
  sort: (typeof catalogueSorts)[number]
  page: number
}

const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value

/** One value that is kept when valid and dropped (to its default) when not. */
const lenient = <T extends z.ZodType>(schema: T, fallback: z.infer<T> | null) =>
  z.preprocess(
    (value) => (value === undefined || blankToNull(value) === null ? fallback : value),
    schema.nullable().catch(fallback as never),
  )

const amount = z.coerce.number().int().min(0).max(1_000_000_000)

const schema = z.object({
  q: lenient(z.string().trim().max(100), null),
  code: lenient(
    z
      .string()
      .trim()
      .refine((value) => isActivityCode(value)),
    null,
  ),
  version: lenient(z.enum(['nkd2007', 'nkd2025']), 'nkd2007'),
  county: lenient(z.enum(counties), null),
  applicant: lenient(z.enum(applicantTypes), null),
  programme: lenient(z.coerce.number().int().positive(), null),
  min: lenient(amount, null),
  max: lenient(amount, null),
  status: lenient(z.enum(['current', 'open', 'forthcoming', 'closed']), 'current'),
  closesWithin: lenient(
    z.coerce.number().refine((days) => (closingWindows as readonly number[]).includes(days)),
    null,
  ),
  sort: lenient(z.enum(catalogueSorts), 'deadline'),
  page: lenient(z.coerce.number().int().min(1).max(1000), 1),
})

/**
 * The filters of a list URL. A value that cannot be read (a typo, an old link, a search of
 * more than 100 characters) is dropped rather than refused, so a shared link always shows a
 * list; the search text is trimmed and its spaces collapsed.
 */
export function readCatalogueFilters(params: URLSearchParams): CatalogueFilters {
  const raw = Object.fromEntries(
    [...Object.keys(schema.shape)].map((key) => [
      key,
      params.get(key === 'closesWithin' ? 'closes' : key) ?? undefined,
    ]),
  )
  const read = schema.parse(raw) as CatalogueFilters
  const q = read.q?.replace(/\s+/g, ' ') || null
  // A range given the wrong way round is read the right way round.
  const [min, max] =
    read.min !== null && read.max !== null && read.min > read.max
      ? [read.max, read.min]
      : [read.min, read.max]
  return { ...read, q, min, max }
}

/**
 * The list URL's query for filters: only what differs from the defaults, in a fixed order, so
 * one set of filters has one address (shareable, cacheable). Empty for the unfiltered list.
 */
export function catalogueQuery(filters: Partial<CatalogueFilters>): string {
  const params = new URLSearchParams()
  const add = (key: string, value: string | number | null | undefined, fallback?: unknown) => {
    if (value !== null && value !== undefined && value !== '' && value !== fallback) {
      params.set(key, String(value))
    }
  }
  add('q', filters.q)
  add('code', filters.code)
  if (filters.code) add('version', filters.version, 'nkd2007')
  add('county', filters.county)
  add('applicant', filters.applicant)
  add('programme', filters.programme)
  add('min', filters.min)
  add('max', filters.max)
  add('status', filters.status, 'current')
  add('closes', filters.closesWithin)
  add('sort', filters.sort, 'deadline')
  add('page', filters.page, 1)
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** True when the filters are the unfiltered first page (the cached one). */
export const isDefaultCatalogue = (filters: CatalogueFilters) => catalogueQuery(filters) === ''
