import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'

import { normaliseEmail } from '@/forms/email'
import type { Locale } from '@/i18n/locales'

/**
 * Where a person's data is held, as each feature tells it (`personalData` of its definition):
 * the back office finds, exports and erases a person's records by walking every feature's
 * holders (src/features/back-office/privacy).
 */

/** A record as found: its id and the fields its collection exports. */
export type Row = { id: number } & Record<string, unknown>

/** The records found so far, by collection. */
export type Found = Record<string, Row[]>

/** The address asked about (normalised), and the request (and transaction) the work runs in. */
export type Work = { payload: Payload; address: string; req?: PayloadRequest }

/** The work on one holder's collection, with the fields its export holds. */
export type HolderWork = Work & { collection: CollectionSlug; fields: string[] }

/** Why a person's data may not be erased here: the address is a staff member's. */
export type Refusal = { kind: 'staff-account'; role: string } | { kind: 'adviser' }

export type PersonalDataHolder = {
  collection: CollectionSlug
  /** The collections whose records this one's `find` reads in `found` (searched before it). */
  after?: CollectionSlug[]
  /** The fields the person's export holds (besides the id). */
  fields: string[]
  /** The person's records; `found` holds those of the collections searched before. */
  find: (work: HolderWork, found: Found) => Promise<Row[]>
  /** What erasure does to the records: deleted, or anonymised where the firm keeps them. */
  erasure: 'delete' | 'anonymise' | 'refuse'
  /** What erasure does to them, as the admin is told before confirming it. */
  effect: Record<Locale, string>
  /** A record erasure must not touch (the whole erasure is then refused), or null. */
  refusal?: (row: Row, address: string) => Refusal | null
  /** What must happen before the erasure's transaction (a consultation ahead cancelled). */
  prepare?: (payload: Payload, rows: Row[], now: Date) => Promise<void>
  erase: (work: HolderWork, rows: Row[]) => Promise<void>
}

/** The work on `holder`'s collection. */
export const workOn = (work: Work, { collection, fields }: PersonalDataHolder): HolderWork => ({
  ...work,
  collection,
  fields,
})

/** True when a stored address is `address` (normalised), whatever its case or spaces. */
export const sameAddress = (stored: unknown, address: string) =>
  typeof stored === 'string' && normaliseEmail(stored) === address

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * True when a text (a mail's recipients or body) names `address` (normalised) as a whole
 * address: "Ana <ana@x.hr>, b@y.hr" and "write to ana@x.hr." name ana@x.hr; "hana@x.hr" and
 * "ana@x.hr.eu" do not.
 */
export const mentionsAddress = (text: unknown, address: string) =>
  typeof text === 'string' &&
  new RegExp(`(^|[^\\w.+-])${escape(address)}(?![\\w-]|\\.[\\w-])`, 'i').test(text)

export const rowIds = (rows: Row[] | undefined) => (rows ?? []).map((row) => row.id)

/** Every record of the holder's collection matching `where`, with its fields. */
export async function readRows(
  { payload, req, collection, fields }: HolderWork,
  where: Where,
): Promise<Row[]> {
  const { docs } = await payload.find({
    collection,
    where,
    select: Object.fromEntries(fields.map((field) => [field, true])),
    depth: 0,
    pagination: false,
    sort: 'id',
    overrideAccess: true,
    req,
  })
  return docs as unknown as Row[]
}

/**
 * The records whose `addressFields` hold the address: the database finds the candidates
 * case-insensitively (`like`, a part of the value, on SQLite and PostgreSQL alike); each is kept
 * only when one of those fields is the address itself (trimmed, any case), or names it among
 * other text for `match` = mentionsAddress.
 */
export async function rowsByAddress(
  work: HolderWork,
  addressFields: string[],
  match: (value: unknown, address: string) => boolean = sameAddress,
): Promise<Row[]> {
  const near = addressFields.map((field) => ({ [field]: { like: work.address } }))
  const candidates = await readRows(work, { or: near })
  return candidates.filter((row) => addressFields.some((field) => match(row[field], work.address)))
}

/** The records deleted (their collection's hooks run, the site's pages left as they are). */
export async function removeRows({ payload, req, collection }: HolderWork, rows: Row[]) {
  if (rows.length === 0) return
  await payload.delete({
    collection,
    where: { id: { in: rowIds(rows) } },
    overrideAccess: true,
    context: { disableRevalidate: true },
    req,
  })
}

/** The erasure of most holders: their records deleted. */
export const deletedOnErasure = {
  erasure: 'delete',
  effect: { hr: 'brišu se', en: 'deleted', de: 'gelöscht' },
  erase: removeRows,
} satisfies Pick<PersonalDataHolder, 'erasure' | 'effect' | 'erase'>

/**
 * The holders in the order they are searched and erased: the features' order, each holder
 * after those it names in `after` (a feature's records reached through another's).
 */
export function orderHolders(holders: PersonalDataHolder[]): PersonalDataHolder[] {
  const bySlug = new Map<string, PersonalDataHolder>()
  for (const holder of holders) {
    if (bySlug.has(holder.collection)) {
      throw new Error(`Two features hold the personal data of ${holder.collection}.`)
    }
    bySlug.set(holder.collection, holder)
  }
  const ordered: PersonalDataHolder[] = []
  const visiting = new Set<string>()
  const visit = (holder: PersonalDataHolder) => {
    if (ordered.includes(holder)) return
    if (visiting.has(holder.collection)) {
      throw new Error(`The personal data of ${holder.collection} is reached through itself.`)
    }
    visiting.add(holder.collection)
    for (const slug of holder.after ?? []) {
      const before = bySlug.get(slug)
      if (!before) throw new Error(`${holder.collection} is reached through ${slug}, not held.`)
      visit(before)
    }
    visiting.delete(holder.collection)
    ordered.push(holder)
  }
  for (const holder of holders) visit(holder)
  return ordered
}
