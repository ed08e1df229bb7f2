import type { Payload, Sort, Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import { imagePopulate, toContentImage } from '@/media/image'
import type { Programme } from '@/payload-types'

import { callIndex, type IndexedCall } from './callIndex'
import { catalogueWhere } from './catalogueWhere'
import { grantLabel, type FundingCallSummary } from './fundingCalls'
import { catalogueCounts, catalogueMatcher, type CatalogueCounts } from './rules/catalogueCounts'
import { catalogueSize, type CatalogueFilters } from './rules/catalogueFilters'
import { compareCatalogue } from './rules/catalogueOrder'
import { hasSearchTerms, searchTerms } from './rules/searchText'
import type { ProgrammeKind } from './rules/taxonomy'
import { withRelatedCodes, type Correspondence } from './relatedCodes'

export type ProgrammeSummary = { id: number; name: string; kind: ProgrammeKind }

export type CatalogueCall = FundingCallSummary & { programme: ProgrammeSummary | null }

/** One page of the catalogue, with the counts beside each filter value. */
export type CatalogueResult = {
  calls: CatalogueCall[]
  total: number
  page: number
  pages: number
  counts: CatalogueCounts
  /** Every programme, for the programme filter, by kind and name. */
  programmes: ProgrammeSummary[]
  /** Codes of the other classification version the visitor's code was matched through. */
  correspondence: Correspondence | null
}

const toProgramme = (value: number | Programme | null | undefined): ProgrammeSummary | null =>
  value && typeof value === 'object' ? { id: value.id, name: value.name, kind: value.kind } : null

/** The order of a list: soonest deadline (closed calls: the latest), newest, largest grant. */
function catalogueSort(filters: CatalogueFilters): Sort {
  switch (filters.sort) {
    case 'newest':
      return ['-createdAt', '-id']
    case 'amount':
      return ['-amountSort', 'deadlineSort', 'id']
    case 'deadline':
      return filters.status === 'closed' ? ['-deadlineSort', '-id'] : ['deadlineSort', 'id']
  }
}

async function listProgrammes(payload: Payload, locale: Locale): Promise<ProgrammeSummary[]> {
  const { docs } = await payload.find({
    collection: 'programmes',
    locale,
    depth: 0,
    overrideAccess: false,
    pagination: false,
    sort: 'name',
    select: { name: true, kind: true },
  })
  return docs.map((doc) => ({ id: doc.id, name: doc.name, kind: doc.kind }))
}

/** The fields of a call a list, a calendar or a feed shows. */
const listSelect = {
  fundName: true,
  shortDescription: true,
  opensAt: true,
  deadline: true,
  amountMin: true,
  amountMax: true,
  amountNote: true,
  image: true,
  programme: true,
  createdAt: true,
  updatedAt: true,
} as const

/** A call of the catalogue as a calendar or feed tells it: with its creation and last change. */
export type CatalogueEntry = CatalogueCall & { createdAt: string; updatedAt: string }

/** The folded words of the visitor's search; none when it has no letter or digit. */
const termsOf = (filters: CatalogueFilters) => (filters.q ? searchTerms(filters.q) : [])

/** The calls whose text in `locale` has every one of the words. */
const searched = (calls: IndexedCall[], locale: Locale, terms: string[]) =>
  calls.filter((call) => hasSearchTerms(call.texts[locale].search, terms))

type ListedDoc = Awaited<ReturnType<typeof findListed>>['docs'][number]

function findListed(
  payload: Payload,
  locale: Locale,
  where: Where,
  { limit, page, sort }: { limit: number; page: number; sort: Sort },
) {
  return payload.find({
    collection: 'funding-calls',
    locale,
    depth: 1,
    overrideAccess: false,
    where,
    sort,
    limit,
    page,
    select: listSelect,
    populate: { ...imagePopulate, programmes: { name: true, kind: true } },
  })
}

const toEntry = (locale: Locale, doc: ListedDoc): CatalogueEntry => ({
  id: doc.id,
  fundName: doc.fundName,
  shortDescription: doc.shortDescription,
  opensAt: doc.opensAt ?? null,
  deadline: doc.deadline ?? null,
  funding: grantLabel(locale, doc),
  image: toContentImage(doc.image),
  programme: toProgramme(doc.programme),
  createdAt: doc.createdAt,
  updatedAt: doc.updatedAt,
})

/**
 * The calls for the filters from the database (indexed filters, see catalogueWhere), in their
 * order: `limit` of them from page `page`, and how many there are. With search words, only the
 * calls in `matched` (those whose text has them) are looked at.
 */
async function findCalls(
  payload: Payload,
  locale: Locale,
  filters: CatalogueFilters,
  now: Date,
  {
    limit,
    page,
    sort,
    matched,
  }: { limit: number; page: number; sort?: Sort; matched: IndexedCall[] | null },
) {
  if (matched?.length === 0) return { calls: [] as CatalogueEntry[], total: 0 }
  const where = catalogueWhere(filters, now)
  const found = await findListed(
    payload,
    locale,
    matched ? { and: [where, { id: { in: matched.map((call) => call.id) } }] } : where,
    { limit, page, sort: sort ?? catalogueSort(filters) },
  )
  return { calls: found.docs.map((doc) => toEntry(locale, doc)), total: found.totalDocs }
}

/**
 * One page of a search from memory: the matched calls that pass the filters (the same rules as
 * the database's, see catalogueMatcher) in the list's order; then only that page's calls are
 * read, by id. A search of words has no index in SQLite (a LIKE on every text), so the words
 * are matched in the call index rather than in the database.
 */
async function searchedPage(
  payload: Payload,
  locale: Locale,
  filters: CatalogueFilters,
  now: Date,
  matched: IndexedCall[],
) {
  const shown = matched.filter(catalogueMatcher(filters, now)).sort(compareCatalogue(filters))
  const ids = shown
    .slice((filters.page - 1) * catalogueSize, filters.page * catalogueSize)
    .map((call) => call.id)
  if (ids.length === 0) return { calls: [] as CatalogueEntry[], total: shown.length }
  const { docs } = await findListed(
    payload,
    locale,
    { id: { in: ids } },
    {
      limit: ids.length,
      page: 1,
      sort: 'id',
    },
  )
  const byId = new Map(docs.map((doc) => [doc.id, toEntry(locale, doc)]))
  return {
    calls: ids.flatMap((id) => byId.get(id) ?? []),
    total: shown.length,
  }
}

/**
 * The catalogue for a visitor's filters on `now`: one page of calls, their total, and the
 * counts per filter value (from the call index, see callIndex). Without search words the page
 * comes from the database's indexed filters; with them, from the index (see searchedPage).
 */
export async function searchCatalogue(
  payload: Payload,
  locale: Locale,
  asked: CatalogueFilters,
  now: Date = new Date(),
): Promise<CatalogueResult> {
  const { filters, correspondence } = await withRelatedCodes(payload, asked)
  const terms = termsOf(filters)
  const index = callIndex(payload)
  // The calls the counts look at: those with the search words, or every call.
  const counted = index.then(({ calls }) => (terms.length ? searched(calls, locale, terms) : calls))
  const [calls, found, programmes] = await Promise.all([
    counted,
    terms.length
      ? counted.then((matched) => searchedPage(payload, locale, filters, now, matched))
      : findCalls(payload, locale, filters, now, {
          limit: catalogueSize,
          page: filters.page,
          matched: null,
        }),
    listProgrammes(payload, locale),
  ])
  return {
    calls: found.calls,
    total: found.total,
    page: filters.page,
    pages: Math.max(1, Math.ceil(found.total / catalogueSize)),
    counts: catalogueCounts(calls, filters, now),
    programmes,
    correspondence,
  }
}

/** Most calls a calendar or a feed of one filter set holds. */
export const feedSize = 500

/**
 * The calls of a filter set for its calendar (soonest deadline first) or its feed (latest
 * change first), at most `feedSize`.
 */
export async function catalogueEntries(
  payload: Payload,
  locale: Locale,
  asked: CatalogueFilters,
  order: 'deadline' | 'changed',
  now: Date = new Date(),
): Promise<CatalogueEntry[]> {
  const { filters } = await withRelatedCodes(payload, asked)
  const sort: Sort | undefined = order === 'changed' ? ['-updatedAt', '-id'] : undefined
  const terms = termsOf(filters)
  const matched = terms.length ? searched((await callIndex(payload)).calls, locale, terms) : null
  return (
    await findCalls(payload, locale, filters, now, { limit: feedSize, page: 1, sort, matched })
  ).calls
}
