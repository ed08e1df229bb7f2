import type { Payload, Sort, Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import { imagePopulate, toContentImage } from '@/media/image'
import type { Programme } from '@/payload-types'

import { catalogueWhere } from './catalogueWhere'
import { grantLabel, type FundingCallSummary } from './fundingCalls'
import { catalogueCounts, type CallFacts, type CatalogueCounts } from './rules/catalogueCounts'
import { catalogueSize, type CatalogueFilters } from './rules/catalogueFilters'
import { searchTerms } from './rules/searchText'
import type { ProgrammeKind } from './rules/taxonomy'

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

/** The database filter of the visitor's search words, in the page's language. */
function searchWhere(filters: CatalogueFilters): Where | null {
  const terms = filters.q ? searchTerms(filters.q) : []
  return terms.length > 0 ? { searchText: { like: terms.join(' ') } } : null
}

/** What every call contributes to the counts, as the catalogue's filters read it. */
export async function readCallFacts(payload: Payload): Promise<CallFacts[]> {
  const { docs } = await payload.find({
    collection: 'funding-calls',
    depth: 0,
    overrideAccess: false,
    pagination: false,
    select: {
      opensAt: true,
      deadline: true,
      amountMin: true,
      amountMax: true,
      programme: true,
      counties: true,
      applicantTypes: true,
      nkdCodes: { code: true },
    },
  })
  return docs.map((doc) => ({
    id: doc.id,
    opensAt: doc.opensAt ? Date.parse(doc.opensAt) : null,
    deadline: doc.deadline ? Date.parse(doc.deadline) : null,
    amountMin: doc.amountMin ?? null,
    amountMax: doc.amountMax ?? null,
    programme: typeof doc.programme === 'number' ? doc.programme : (doc.programme?.id ?? null),
    counties: doc.counties ?? [],
    applicantTypes: doc.applicantTypes ?? [],
    codes: (doc.nkdCodes ?? []).map((row) => row.code),
  }))
}

let factsMemo: { stamp: string; facts: Promise<CallFacts[]> } | null = null

/**
 * The facts of every call, read again only when a call was added, changed or removed since
 * (one indexed look at the latest change and the count); each instance of a fleet checks the
 * shared database the same way.
 */
async function callFacts(payload: Payload): Promise<CallFacts[]> {
  const latest = await payload.find({
    collection: 'funding-calls',
    depth: 0,
    overrideAccess: false,
    limit: 1,
    sort: '-updatedAt',
    select: { updatedAt: true },
  })
  const stamp = `${latest.totalDocs}:${latest.docs[0]?.updatedAt ?? ''}`
  if (factsMemo?.stamp !== stamp) {
    const facts = readCallFacts(payload)
    factsMemo = { stamp, facts }
    facts.catch(() => {
      if (factsMemo?.facts === facts) factsMemo = null
    })
  }
  return factsMemo.facts
}

/** The ids of the calls whose text has every search word, in one language. */
async function searchIds(payload: Payload, locale: Locale, where: Where): Promise<Set<number>> {
  const { docs } = await payload.find({
    collection: 'funding-calls',
    locale,
    depth: 0,
    overrideAccess: false,
    pagination: false,
    where,
    select: { updatedAt: true },
  })
  return new Set(docs.map((doc) => doc.id))
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

/**
 * The calls for the filters, in their order: `limit` of them from page `page`. `found` are the
 * ids the search words already matched, when the caller has them: the page and its count then
 * filter by id instead of matching the words again.
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
    found: matched,
  }: { limit: number; page: number; sort?: Sort; found?: Set<number> },
) {
  if (matched?.size === 0) return { calls: [] as CatalogueEntry[], total: 0 }
  const search = matched ? { id: { in: [...matched] } } : searchWhere(filters)
  const where = catalogueWhere(filters, now)
  const found = await payload.find({
    collection: 'funding-calls',
    locale,
    depth: 1,
    overrideAccess: false,
    where: search ? { and: [where, search] } : where,
    sort: sort ?? catalogueSort(filters),
    limit,
    page,
    select: listSelect,
    populate: { ...imagePopulate, programmes: { name: true, kind: true } },
  })
  const calls: CatalogueEntry[] = found.docs.map((doc) => ({
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
  }))
  return { calls, total: found.totalDocs }
}

/**
 * The catalogue for a visitor's filters on `now`: one page of calls from the database (indexed
 * filters, see catalogueWhere), their total, and the counts per filter value.
 */
export async function searchCatalogue(
  payload: Payload,
  locale: Locale,
  filters: CatalogueFilters,
  now: Date = new Date(),
): Promise<CatalogueResult> {
  const search = searchWhere(filters)
  // The search words are matched once: their ids serve the page, its count and the counts.
  const matchingIds = search ? searchIds(payload, locale, search) : Promise.resolve(null)
  const [found, facts, matching, programmes] = await Promise.all([
    matchingIds.then((ids) =>
      findCalls(payload, locale, filters, now, {
        limit: catalogueSize,
        page: filters.page,
        found: ids ?? undefined,
      }),
    ),
    callFacts(payload),
    matchingIds,
    listProgrammes(payload, locale),
  ])
  const counted = matching ? facts.filter((call) => matching.has(call.id)) : facts
  return {
    calls: found.calls,
    total: found.total,
    page: filters.page,
    pages: Math.max(1, Math.ceil(found.total / catalogueSize)),
    counts: catalogueCounts(counted, filters, now),
    programmes,
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
  filters: CatalogueFilters,
  order: 'deadline' | 'changed',
  now: Date = new Date(),
): Promise<CatalogueEntry[]> {
  const sort: Sort | undefined = order === 'changed' ? ['-updatedAt', '-id'] : undefined
  return (await findCalls(payload, locale, filters, now, { limit: feedSize, page: 1, sort })).calls
}
