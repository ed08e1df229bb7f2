// Writes the bench's catalogue (./dataset.ts) straight into the adapter's tables with drizzle,
// in batches: thousands of payload.create calls would take many minutes. The hidden fields are
// filled by the same functions as the collection's hooks (see FundingCalls), and
// checkHiddenFields holds a few seeded calls to what payload.create stores for the same data.
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { noDeadlineSort } from '@/features/funding-calls/collections/FundingCalls'
import { codeParts } from '@/features/funding-calls/rules/activityCodes'
import { callSearchText } from '@/features/funding-calls/rules/searchText'
import { locales } from '@/i18n/locales'

import type { BenchCall, Dataset } from './dataset'

type Row = Record<string, unknown>

/** The part of the drizzle adapters (SQLite and PostgreSQL alike) the bench uses. */
export type DrizzleAccess = {
  drizzle: {
    insert: (table: unknown) => { values: (rows: Row[]) => PromiseLike<unknown> }
    select: (fields?: Row) => {
      from: (table: unknown) => PromiseLike<Row[]> & {
        where: (condition: unknown) => PromiseLike<Row[]>
      }
    }
  }
  tables: Record<string, Record<string, unknown>>
}

export const drizzleOf = (payload: Payload) => payload.db as unknown as DrizzleAccess

/** Runs one SQL statement on the adapter's connection and returns its rows. */
export async function query(payload: Payload, text: string): Promise<Row[]> {
  const drizzle = drizzleOf(payload).drizzle as unknown as {
    execute?: (query: unknown) => Promise<{ rows: Row[] }>
    all?: (query: unknown) => Promise<Row[]>
  }
  if (payload.db.name === 'postgres') return (await drizzle.execute!(sql.raw(text))).rows
  return drizzle.all!(sql.raw(text))
}

/** Rows per INSERT: well under SQLite's and PostgreSQL's limits on bound parameters. */
const batchSize = 500

async function insertAll(db: DrizzleAccess, table: string, rows: Row[]) {
  for (let start = 0; start < rows.length; start += batchSize) {
    await db.drizzle.insert(db.tables[table]).values(rows.slice(start, start + batchSize))
  }
}

/** The hidden fields' values, as the collection's beforeChange hooks compute them. */
export const hidden = {
  deadlineSort: (call: Pick<BenchCall, 'deadline'>) => call.deadline || noDeadlineSort,
  amountSort: (call: Pick<BenchCall, 'amountMin' | 'amountMax'>) =>
    call.amountMax ?? call.amountMin ?? 0,
  searchText: (text: BenchCall['text'][keyof BenchCall['text']]) =>
    callSearchText(text.fundName, text.shortDescription, text.fullDescription),
  code: (code: string) => ({
    codeDivision: codeParts(code).division,
    codeGroup: codeParts(code).group,
  }),
}

/** An array row's id as Payload makes them (24 hexadecimal digits), from the call and order. */
const rowId = (call: number, order: number) =>
  call.toString(16).padStart(16, '0') + order.toString(16).padStart(8, '0')

export type SeedCounts = {
  programmes: number
  calls: number
  localeRows: number
  codeRows: number
  countyRows: number
  applicantRows: number
}

/** Inserts the programmes and calls of `data` into an empty, migrated database. */
export async function seedCatalogue(payload: Payload, data: Dataset): Promise<SeedCounts> {
  const db = drizzleOf(payload)
  await insertAll(
    db,
    'programmes',
    data.programmes.map((programme) => ({
      id: programme.id,
      kind: programme.kind,
      website: null,
      createdAt: '2026-01-05T09:00:00.000Z',
      updatedAt: '2026-01-05T09:00:00.000Z',
    })),
  )
  await insertAll(
    db,
    'programmes_locales',
    data.programmes.flatMap((programme) =>
      locales.map((locale) => ({
        _locale: locale,
        _parentID: programme.id,
        name: programme.name[locale],
        managingBody: programme.managingBody?.[locale] ?? null,
      })),
    ),
  )
  await insertAll(
    db,
    'funding_calls',
    data.calls.map((call) => ({
      id: call.id,
      programme: call.programme,
      opensAt: call.opensAt,
      deadline: call.deadline,
      amountMin: call.amountMin,
      amountMax: call.amountMax,
      aidIntensityMax: call.aidIntensityMax,
      sourceUrl: call.sourceUrl,
      lastVerified: call.lastVerified,
      deadlineSort: hidden.deadlineSort(call),
      amountSort: hidden.amountSort(call),
      createdAt: call.createdAt,
      updatedAt: call.updatedAt,
    })),
  )
  const localeRows = data.calls.flatMap((call) =>
    locales.map((locale) => ({
      _locale: locale,
      _parentID: call.id,
      ...call.text[locale],
      amountNote: call.amountNote?.[locale] ?? null,
      changeNote: null,
      searchText: hidden.searchText(call.text[locale]),
    })),
  )
  await insertAll(db, 'funding_calls_locales', localeRows)
  const codeRows = data.calls.flatMap((call) =>
    call.codes.map((code, index) => ({
      id: rowId(call.id, index + 1),
      _order: index + 1,
      _parentID: call.id,
      code,
      ...hidden.code(code),
    })),
  )
  await insertAll(db, 'funding_calls_nkd_codes', codeRows)
  const selectRows = (pick: (call: BenchCall) => string[]) =>
    data.calls.flatMap((call) =>
      pick(call).map((value, index) => ({ order: index + 1, parent: call.id, value })),
    )
  const countyRows = selectRows((call) => call.counties)
  await insertAll(db, 'funding_calls_counties', countyRows)
  const applicantRows = selectRows((call) => call.applicantTypes)
  await insertAll(db, 'funding_calls_applicant_types', applicantRows)
  // PostgreSQL's serial ids move on only when it picks them: past the ones given here.
  if (payload.db.name === 'postgres') {
    for (const table of ['programmes', 'funding_calls']) {
      await query(
        payload,
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM "${table}"))`,
      )
    }
  }
  return {
    programmes: data.programmes.length,
    calls: data.calls.length,
    localeRows: localeRows.length,
    codeRows: codeRows.length,
    countyRows: countyRows.length,
    applicantRows: applicantRows.length,
  }
}

/** The hidden columns of a call as stored: sort keys, search text per language, code parts. */
async function storedHidden(payload: Payload, id: number) {
  const call = await payload.findByID({
    collection: 'funding-calls',
    id,
    locale: 'all',
    depth: 0,
    select: { deadlineSort: true, amountSort: true, searchText: true, nkdCodes: true },
  })
  const searchText = call.searchText as unknown as Record<string, string> | undefined
  return JSON.stringify({
    deadlineSort: call.deadlineSort,
    amountSort: call.amountSort,
    searchText: locales.map((locale) => searchText?.[locale] ?? null),
    codes: (call.nkdCodes ?? []).map((row) => [row.code, row.codeDivision, row.codeGroup]),
  })
}

/**
 * Creates each of `calls` again through Payload's local API (its hooks fill the hidden fields),
 * compares the stored hidden columns with those of the seeded copy, and deletes the new call.
 * Returns the ids whose columns differ.
 */
export async function checkHiddenFields(payload: Payload, calls: BenchCall[]): Promise<number[]> {
  const context = { disableRevalidate: true }
  const differ: number[] = []
  for (const call of calls) {
    const [first, ...others] = locales
    const created = await payload.create({
      collection: 'funding-calls',
      locale: first,
      context,
      depth: 0,
      data: {
        ...call.text[first!],
        programme: call.programme,
        opensAt: call.opensAt,
        deadline: call.deadline,
        amountMin: call.amountMin,
        amountMax: call.amountMax,
        counties: call.counties as never,
        applicantTypes: call.applicantTypes as never,
        nkdCodes: call.codes.map((code) => ({ code })),
      },
    })
    try {
      for (const locale of others) {
        await payload.update({
          collection: 'funding-calls',
          id: created.id,
          locale,
          context,
          depth: 0,
          data: call.text[locale],
        })
      }
      if ((await storedHidden(payload, created.id)) !== (await storedHidden(payload, call.id))) {
        differ.push(call.id)
      }
    } finally {
      await payload.delete({ collection: 'funding-calls', id: created.id, context })
    }
  }
  return differ
}
