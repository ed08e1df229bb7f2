import { sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrationSteps, type Migration } from './migrationSteps'
import { getTestPayload } from './payload'

let payload: Payload
let migration: Migration
/**
 * The migrations after it, undone first (newest first) and redone last around it: a SQLite
 * rebuild in its `down` knows only the tables as they were when it was written.
 */
let later: Migration[]
let run: (query: SQL) => Promise<unknown>

const deadline = '2027-03-31T12:00:00.000Z'

beforeAll(async () => {
  payload = await getTestPayload()
  const steps = await migrationSteps(payload)
  const { migrations } = steps
  const position = migrations.findIndex((candidate) => candidate.name.endsWith('_catalogue_calls'))
  migration = migrations[position]!
  later = migrations.slice(position + 1)
  expect(later.map((candidate) => candidate.name)).toContainEqual(
    expect.stringMatching(/_catalogue_search$/),
  )
  run = steps.run
  for (const collection of ['funding-calls', 'programmes'] as const) {
    await payload.delete({ collection, where: { id: { exists: true } }, overrideAccess: true })
  }
})

afterAll(async () => {
  for (const collection of ['funding-calls', 'programmes'] as const) {
    await payload.delete({ collection, where: { id: { exists: true } }, overrideAccess: true })
  }
})

describe('migrations catalogue_calls and catalogue_search carry existing calls over', () => {
  it('turns funding labels into amounts or notes, gives codes their division and group, and calls their search text and sort keys', async () => {
    const { args } = await migrationSteps(payload)
    // Back to the schema before the migration, with two calls as they were stored then.
    for (const next of [...later].reverse()) await next.down(args)
    await migration.down(args)
    await run(
      sql`INSERT INTO funding_calls (id, deadline, funding) VALUES (9001, ${deadline}, 'do 1,5 mil. €'), (9002, ${deadline}, 'ovisno o broju zaposlenih')`,
    )
    await run(
      sql`INSERT INTO funding_calls_locales (fund_name, short_description, _locale, _parent_id) VALUES ('Stari natječaj', 'Opis', 'hr', 9001), ('Drugi natječaj', 'Opis', 'hr', 9002), ('Old call', 'Text', 'en', 9002)`,
    )
    await run(
      sql`INSERT INTO funding_calls_nkd_codes (_order, _parent_id, id, code) VALUES (1, 9001, 'old-1', '62.01'), (2, 9001, 'old-2', '10.71')`,
    )

    await migration.up(args)
    for (const next of later) await next.up(args)

    const first = await payload.findByID({ collection: 'funding-calls', id: 9001, locale: 'hr' })
    expect(first).toMatchObject({ fundName: 'Stari natječaj', amountMax: 1500000, deadline })
    expect(first.amountNote ?? null).toBeNull()
    expect(first.nkdCodes).toMatchObject([
      { code: '62.01', codeDivision: '62', codeGroup: '62.0' },
      { code: '10.71', codeDivision: '10', codeGroup: '10.7' },
    ])

    const second = await payload.findByID({ collection: 'funding-calls', id: 9002, locale: 'hr' })
    expect(second.amountMax ?? null).toBeNull()
    expect(second.amountNote).toBe('ovisno o broju zaposlenih')
    // The note was Croatian: the English text of the call has none of its own.
    const english = await payload.findByID({
      collection: 'funding-calls',
      id: 9002,
      locale: 'en',
      fallbackLocale: false,
    })
    expect(english.fundName).toBe('Old call')
    expect(english.amountNote ?? null).toBeNull()

    // Both calls are found by their folded words in their own language, and sort with their
    // deadline and amount.
    const found = async (locale: 'hr' | 'en', words: string) =>
      (
        await payload.find({
          collection: 'funding-calls',
          locale,
          where: { searchText: { like: words } },
          sort: ['-amountSort', 'deadlineSort'],
        })
      ).docs.map((doc) => doc.id)
    expect(await found('hr', 'natjecaj')).toEqual([9001, 9002])
    expect(await found('hr', 'drugi natjecaj')).toEqual([9002])
    expect(await found('en', 'old call')).toEqual([9002])
    expect(await found('en', 'natjecaj')).toEqual([])
    expect(first).toMatchObject({ deadlineSort: deadline, amountSort: 1500000 })
    expect(second).toMatchObject({ deadlineSort: deadline, amountSort: 0 })
  })

  it('leaves a schema the site writes to: a call without a deadline, with a programme', async () => {
    const programme = await payload.create({
      collection: 'programmes',
      data: { name: 'NPOO', kind: 'eu' },
      overrideAccess: true,
    })
    const call = await payload.create({
      collection: 'funding-calls',
      data: {
        fundName: 'Bez roka',
        shortDescription: 'Do utroška sredstava.',
        programme: programme.id,
        amountMin: 1000,
        amountMax: 5000,
        applicantTypes: ['micro', 'crafts'],
        counties: ['osjecko-baranjska'],
        nkdCodes: [{ code: '62' }, { code: '47.9' }],
      },
      overrideAccess: true,
    })
    expect(call.deadline ?? null).toBeNull()
    // Without a deadline it sorts after every call with one, on both databases.
    expect(call.deadlineSort).toBe('9999-12-31T00:00:00.000Z')
    expect(call.amountSort).toBe(5000)
    expect(call.searchText).toBe('bez roka do utroska sredstava')
    expect(call.nkdCodes).toMatchObject([
      { code: '62', codeDivision: '62', codeGroup: null },
      { code: '47.9', codeDivision: '47', codeGroup: '47.9' },
    ])
  })
})
