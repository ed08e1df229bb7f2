import type { Payload } from 'payload'

import { defaultLocale, locales, type Locale } from '@/i18n/locales'
import type { FundingCall } from '@/payload-types'

import { codeKey, keyDivision } from './rules/activityCodes'
import type { CallFacts } from './rules/catalogueCounts'

/** A call's words in one language: its name and grant note as shown, and its search text. */
export type CallTexts = { fundName: string; amountNote: string | null; search: string | null }

/** A call as the process keeps it: its facts, creation, and its texts in each language. */
export type IndexedCall = CallFacts & {
  createdAt: number
  updatedAt: string
  texts: Record<Locale, CallTexts>
}

/**
 * Every call, by id and by the division of each of its codes (as keys with their version, see
 * codeKey), as of the database's stamp.
 */
export type CallIndex = {
  calls: IndexedCall[]
  byDivision: Map<string, IndexedCall[]>
  /** The latest change among its calls, and how many there are (the database's stamp when read). */
  latest: string
  count: number
  /** When the changed calls were last read (ms). */
  readAt: number
}

/**
 * How long an unchanged stamp is trusted. Two changes in the same millisecond leave the
 * stamp as it was after the first; the calls changed at or after the latest change are read
 * again this often, which brings the second one in.
 */
const trustMs = 60_000

/** A field read with `locale: 'all'`: its value in each language Payload has it in. */
type PerLocale<T> = Partial<Record<Locale, T | null>> | T | null | undefined

/** A localized value in one language, falling back to the default one like Payload's reads. */
function inLocale<T>(value: PerLocale<T>, locale: Locale, fallback: boolean): T | null {
  if (value === null || value === undefined || typeof value !== 'object') return value ?? null
  const values = value as Partial<Record<Locale, T | null>>
  return values[locale] ?? (fallback ? (values[defaultLocale] ?? null) : null)
}

const select = {
  fundName: true,
  amountNote: true,
  searchText: true,
  opensAt: true,
  deadline: true,
  amountMin: true,
  amountMax: true,
  programme: true,
  counties: true,
  applicantTypes: true,
  nkdCodes: { code: true, classification: true },
  createdAt: true,
  updatedAt: true,
} as const

/** The calls changed at or after `since` (all of them without it), in every language. */
async function readCalls(payload: Payload, since?: string): Promise<IndexedCall[]> {
  const { docs } = await payload.find({
    collection: 'funding-calls',
    locale: 'all',
    depth: 0,
    overrideAccess: false,
    pagination: false,
    where: since ? { updatedAt: { greater_than_equal: since } } : undefined,
    select,
  })
  return docs.map((doc) => toIndexed(doc as unknown as FundingCall))
}

function toIndexed(doc: FundingCall): IndexedCall {
  const localized = doc as unknown as Record<
    'fundName' | 'amountNote' | 'searchText',
    PerLocale<string>
  >
  const texts = Object.fromEntries(
    locales.map((locale) => [
      locale,
      {
        fundName: inLocale(localized.fundName, locale, true) ?? '',
        amountNote: inLocale(localized.amountNote, locale, true),
        // The search looks at the page's language only, as the database search did.
        search: inLocale(localized.searchText, locale, false),
      },
    ]),
  ) as Record<Locale, CallTexts>
  return {
    id: doc.id,
    opensAt: doc.opensAt ? Date.parse(doc.opensAt) : null,
    deadline: doc.deadline ? Date.parse(doc.deadline) : null,
    amountMin: doc.amountMin ?? null,
    amountMax: doc.amountMax ?? null,
    programme: typeof doc.programme === 'number' ? doc.programme : (doc.programme?.id ?? null),
    counties: doc.counties ?? [],
    applicantTypes: doc.applicantTypes ?? [],
    codes: (doc.nkdCodes ?? []).map((row) => codeKey(row.code, row.classification)),
    createdAt: Date.parse(doc.createdAt),
    updatedAt: doc.updatedAt,
    texts,
  }
}

/** The index of these calls: grouped by division, with their latest change and their count. */
function buildIndex(calls: IndexedCall[]): CallIndex {
  const byDivision = new Map<string, IndexedCall[]>()
  let latest = ''
  for (const call of calls) {
    if (call.updatedAt > latest) latest = call.updatedAt
    for (const division of new Set(call.codes.map(keyDivision))) {
      const list = byDivision.get(division)
      if (list) list.push(call)
      else byDivision.set(division, [call])
    }
  }
  return { calls, byDivision, latest, count: calls.length, readAt: Date.now() }
}

/**
 * The index brought up to the database's stamp (how many calls, and the latest change): as it
 * is when neither moved; else only the calls changed since its latest change are read and
 * merged, unless the count then disagrees (a call was removed), when every call is read again.
 */
async function refresh(payload: Payload, held: CallIndex | null): Promise<CallIndex> {
  const stamp = await payload.find({
    collection: 'funding-calls',
    depth: 0,
    overrideAccess: false,
    limit: 1,
    sort: '-updatedAt',
    select: { updatedAt: true },
  })
  const count = stamp.totalDocs
  const latest = stamp.docs[0]?.updatedAt ?? ''
  if (held?.count === count && held.latest === latest && Date.now() - held.readAt < trustMs) {
    return held
  }
  if (held && latest) {
    const changed = await readCalls(payload, held.latest)
    const byId = new Map(held.calls.map((call) => [call.id, call]))
    for (const call of changed) byId.set(call.id, call)
    if (byId.size === count) return buildIndex([...byId.values()])
  }
  return buildIndex(await readCalls(payload))
}

let held: CallIndex | null = null
let pending: Promise<CallIndex> | null = null

/**
 * Every published call with what the catalogue's counts, its search and the funding check look
 * at, kept by this process and checked against the database on each use (one indexed look at
 * the count and the latest change, which every instance of a fleet makes the same way). Uses
 * that arrive while a check is under way share it, so the index may lag a change by that one
 * round trip.
 */
export function callIndex(payload: Payload): Promise<CallIndex> {
  if (!pending) {
    pending = refresh(payload, held).then(
      (index) => {
        held = index
        pending = null
        return index
      },
      (error: unknown) => {
        pending = null
        throw error
      },
    )
  }
  return pending
}
