import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { searchCatalogue } from '@/features/funding-calls/catalogue'
import { openCallsForNkd } from '@/features/funding-calls/openCallsForNkd'
import { callIndex } from '@/features/funding-calls/callIndex'
import { catalogueWhere } from '@/features/funding-calls/catalogueWhere'
import { catalogueMatcher } from '@/features/funding-calls/rules/catalogueCounts'
import {
  readCatalogueFilters,
  type CatalogueFilters,
} from '@/features/funding-calls/rules/catalogueFilters'

import { deleteAll, getTestPayload } from './payload'

let payload: Payload
const ids = new Map<string, number>()
const context = { disableRevalidate: true }

/** Calls around 15 January 2027 in Zagreb (winter time, UTC+1). */
const calls: Record<string, Record<string, unknown>> = {
  division: { deadline: '2027-02-01T11:00:00.000Z', nkdCodes: [{ code: '62' }] },
  group: { deadline: '2027-02-01T11:00:00.000Z', nkdCodes: [{ code: '62.0' }] },
  class: {
    deadline: '2027-02-01T11:00:00.000Z',
    nkdCodes: [{ code: '62.01' }],
    counties: ['istarska'],
  },
  otherClass: {
    deadline: '2027-02-01T11:00:00.000Z',
    nkdCodes: [{ code: '62.09' }],
    counties: ['osjecko-baranjska'],
  },
  rolling: {
    nkdCodes: [{ code: '47.91' }],
    applicantTypes: ['crafts'],
    amountMin: 1000,
    amountMax: 5000,
  },
  // Its deadline is 15 January in Zagreb: open until 23:00 UTC that day.
  closesToday: {
    deadline: '2027-01-15T11:00:00.000Z',
    nkdCodes: [{ code: '10.71' }],
    amountMax: 300000,
  },
  // Opens 16 January in Zagreb.
  forthcoming: {
    opensAt: '2027-01-16T11:00:00.000Z',
    deadline: '2027-03-01T11:00:00.000Z',
    nkdCodes: [{ code: '62.01' }],
  },
  closed: { deadline: '2027-01-10T11:00:00.000Z', nkdCodes: [{ code: '62.01' }] },
}

async function found(filters: Partial<CatalogueFilters>, now: string) {
  const { docs } = await payload.find({
    collection: 'funding-calls',
    where: catalogueWhere(filters, new Date(now)),
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  const names = new Map([...ids].map(([name, id]) => [id, name]))
  const fromDatabase = docs
    .map((doc) => names.get(doc.id))
    .filter(Boolean)
    .sort()
  // The counts beside the filters use the same rules in memory: they must agree.
  const inMemory = (await callIndex(payload)).calls
    .filter(catalogueMatcher(filters, new Date(now)))
    .map((call) => names.get(call.id))
    .filter(Boolean)
    .sort()
  expect(inMemory).toEqual(fromDatabase)
  return fromDatabase
}

beforeAll(async () => {
  payload = await getTestPayload()
  await deleteAll(payload, 'funding-calls')
  await deleteAll(payload, 'activity-code-links')
  await payload.create({
    collection: 'activity-code-links',
    data: { code2007: '62.01', code2025: '62.10' },
    context,
  })
  for (const [name, data] of Object.entries(calls)) {
    const doc = await payload.create({
      collection: 'funding-calls',
      data: { fundName: `Katalog: ${name}`, shortDescription: 'Test kataloga.', ...data },
      overrideAccess: true,
      context,
    })
    ids.set(name, doc.id)
  }
})

afterAll(async () => {
  await deleteAll(payload, 'funding-calls')
  await deleteAll(payload, 'activity-code-links')
})

describe('catalogue matching', () => {
  const noon = '2027-01-15T11:00:00.000Z'

  it('finds calls whose division, group or class covers a company’s class', async () => {
    expect(await found({ code: '62.01', status: 'open' }, noon)).toEqual([
      'class',
      'division',
      'group',
    ])
    expect(await found({ code: '62.09', status: 'open' }, noon)).toEqual([
      'division',
      'group',
      'otherClass',
    ])
  })

  it('finds, for a group or division, also the calls for classes under it', async () => {
    expect(await found({ code: '62.0', status: 'open' }, noon)).toEqual([
      'class',
      'division',
      'group',
      'otherClass',
    ])
    expect(await found({ code: '62', status: 'current' }, noon)).toEqual([
      'class',
      'division',
      'forthcoming',
      'group',
      'otherClass',
    ])
  })

  it('keeps the two classification versions apart, and joins them through the correspondence', async () => {
    // Tagged with NKD 2025 62.10, which the correspondence pairs with NKD 2007 62.01.
    const tagged = await payload.create({
      collection: 'funding-calls',
      data: {
        fundName: 'Katalog: tagged2025',
        shortDescription: 'Test kataloga.',
        deadline: '2027-02-01T11:00:00.000Z',
        nkdCodes: [{ classification: 'nkd2025', code: '62.10' }],
      },
      context,
    })
    ids.set('tagged2025', tagged.id)
    // NKD 2007 62.01 does not meet the call tagged NKD 2025 62.10 by its digits ...
    expect(await found({ code: '62.01', status: 'open' }, noon)).not.toContain('tagged2025')
    expect(await found({ code: '62.10', status: 'open' }, noon)).toEqual(['division'])
    // ... but through the correspondence, both ways.
    expect(
      await found({ code: '62.10', version: 'nkd2025', related: ['62.01'], status: 'open' }, noon),
    ).toEqual(['class', 'division', 'group', 'tagged2025'])
    expect(
      await found({ code: '62.01', version: 'nkd2007', related: ['62.10'], status: 'open' }, noon),
    ).toEqual(['class', 'division', 'group', 'tagged2025'])
    expect(
      await found({ code: '62', version: 'nkd2025', related: [], status: 'open' }, noon),
    ).toEqual(['tagged2025'])

    const company = await openCallsForNkd(
      payload,
      'hr',
      { code: '62.10', version: 'nkd2025' },
      new Date(noon),
    )
    expect(company.map((call) => [call.fundName, call.match.codes])).toEqual(
      expect.arrayContaining([
        ['Katalog: tagged2025', ['62.10']],
        ['Katalog: class', ['62.01 (NKD 2007)']],
        ['Katalog: division', ['62 (NKD 2007)']],
      ]),
    )
    const listed = await searchCatalogue(
      payload,
      'hr',
      readCatalogueFilters(new URLSearchParams('code=62.10&version=nkd2025&status=open')),
      new Date(noon),
    )
    expect(listed.correspondence).toEqual({ from: 'nkd2025', to: 'nkd2007', codes: ['62.01'] })
    expect(listed.calls.map((call) => call.fundName)).toContain('Katalog: tagged2025')
    await payload.delete({ collection: 'funding-calls', id: tagged.id, context })
    ids.delete('tagged2025')
  })

  it('counts a call without counties as open to every county', async () => {
    expect(await found({ county: 'istarska', code: '62.01', status: 'open' }, noon)).toEqual([
      'class',
      'division',
      'group',
    ])
    expect(await found({ county: 'zadarska', status: 'open' }, noon)).toEqual([
      'closesToday',
      'division',
      'group',
      'rolling',
    ])
  })

  it('keeps a call without a deadline open, and reads amounts and applicants', async () => {
    expect(await found({ applicant: 'crafts' }, '2030-06-01T10:00:00.000Z')).toEqual(['rolling'])
    expect(await found({ min: 6000, code: '47.91' }, noon)).toEqual([])
    expect(await found({ min: 2000, max: 4000, code: '47.91' }, noon)).toEqual(['rolling'])
    expect(await found({ min: 250000, code: '10.71' }, noon)).toEqual(['closesToday'])
  })

  it('reads today in Zagreb at 23:30 and 00:30 UTC', async () => {
    // 22:30 UTC on 15 January is still the 15th in Zagreb: the call closing that day is open.
    expect(await found({ code: '10.71', status: 'open' }, '2027-01-15T22:30:00.000Z')).toEqual([
      'closesToday',
    ])
    // 23:30 UTC is 00:30 on the 16th in Zagreb: it has closed, and the forthcoming one opened.
    expect(await found({ code: '10.71', status: 'open' }, '2027-01-15T23:30:00.000Z')).toEqual([])
    expect(await found({ code: '10.71', status: 'closed' }, '2027-01-15T23:30:00.000Z')).toEqual([
      'closesToday',
    ])
    expect(await found({ status: 'forthcoming' }, '2027-01-15T22:30:00.000Z')).toEqual([
      'forthcoming',
    ])
    expect(await found({ status: 'forthcoming' }, '2027-01-15T23:30:00.000Z')).toEqual([])
    // 00:30 UTC on the 16th is 01:30 in Zagreb: the same.
    expect(await found({ code: '62.01', status: 'open' }, '2027-01-16T00:30:00.000Z')).toEqual([
      'class',
      'division',
      'forthcoming',
      'group',
    ])
  })

  it('lists closed calls on their own and those closing within a window', async () => {
    expect(await found({ status: 'closed' }, noon)).toEqual(['closed'])
    expect(await found({ closesWithin: 7 }, noon)).toEqual(['closesToday'])
    expect(await found({ closesWithin: 30, status: 'open' }, noon)).toEqual([
      'class',
      'closesToday',
      'division',
      'group',
      'otherClass',
    ])
  })
})

describe('the catalogue page', () => {
  const noon = new Date('2027-01-15T11:00:00.000Z')
  const search = (query: string) =>
    searchCatalogue(payload, 'hr', readCatalogueFilters(new URLSearchParams(query)), noon)
  const names = (result: Awaited<ReturnType<typeof search>>) => {
    const byId = new Map([...ids].map(([name, id]) => [id, name]))
    return result.calls.map((call) => byId.get(call.id))
  }

  it('lists open and forthcoming calls, soonest deadline first and rolling calls last', async () => {
    const result = await search('')
    expect(names(result)).toEqual([
      'closesToday',
      // Same deadline: in the order they were added.
      'division',
      'group',
      'class',
      'otherClass',
      'forthcoming',
      'rolling',
    ])
    expect(result.total).toBe(7)
    expect(result.pages).toBe(1)
  })

  it('lists closed calls latest first, and sorts by the largest grant', async () => {
    expect(names(await search('status=closed'))).toEqual(['closed'])
    expect(names(await search('sort=amount')).slice(0, 2)).toEqual(['closesToday', 'rolling'])
  })

  it('counts for each filter value what choosing it would show', async () => {
    const result = await search('code=62.01')
    expect(result.total).toBe(4)
    expect(result.counts.status).toEqual({ current: 4, open: 3, forthcoming: 1, closed: 1 })
    // The call for Istria, and the two for all of Croatia (not the forthcoming one: no county).
    expect(result.counts.county.istarska).toBe(4)
    expect(result.counts.county['osjecko-baranjska']).toBe(3)
    expect(result.counts.closesWithin).toEqual({ 7: 0, 30: 3, 90: 4 })
    for (const [county, count] of Object.entries(result.counts.county)) {
      expect((await search(`code=62.01&county=${county}`)).total).toBe(count)
    }
    const closing = await search('code=62.01&closes=30')
    expect(closing.total).toBe(3)
    expect(closing.counts.status.closed).toBe(1)
  })

  it('searches the folded text in the page’s language, every word', async () => {
    await payload.update({
      collection: 'funding-calls',
      id: ids.get('rolling')!,
      locale: 'hr',
      data: { shortDescription: 'Potpora za poduzetništvo žena u obrtu.' },
      overrideAccess: true,
      context,
    })
    expect(names(await search('q=poduzetnistvo'))).toEqual(['rolling'])
    expect(names(await search('q=PODUZETNIŠTVO+žena'))).toEqual(['rolling'])
    expect((await search('q=poduzetnistvo+muskaraca')).total).toBe(0)
    const counted = await search('q=poduzetnistvo')
    expect(counted.counts.status.current).toBe(1)
    expect(counted.counts.applicant.crafts).toBe(1)
    expect(
      (
        await searchCatalogue(
          payload,
          'en',
          readCatalogueFilters(new URLSearchParams('q=poduzetnistvo')),
          noon,
        )
      ).total,
    ).toBe(0)
  })

  it('orders a search like the database orders the list, on every tab and sort', async () => {
    // Every call's name has the word "Katalog": the search holds them all.
    for (const status of ['current', 'open', 'forthcoming', 'closed']) {
      for (const sort of ['deadline', 'newest', 'amount']) {
        const query = `status=${status}&sort=${sort}`
        const listed = await search(query)
        const found = await search(`${query}&q=katalog`)
        expect(names(found), query).toEqual(names(listed))
        expect(found.total, query).toBe(listed.total)
        expect(found.counts, query).toEqual(listed.counts)
      }
    }
  })

  it('sees a call added, changed or removed at the next request', async () => {
    const added = await payload.create({
      collection: 'funding-calls',
      data: {
        fundName: 'Katalog: dodan',
        shortDescription: 'Stigao poslije prvog čitanja.',
        deadline: '2027-01-20T11:00:00.000Z',
        nkdCodes: [{ code: '62.01' }],
      },
      overrideAccess: true,
      context,
    })
    expect((await search('q=dodan')).calls.map((call) => call.id)).toEqual([added.id])
    expect((await openCallsForNkd(payload, 'hr', { code: '62.01' }, noon))[0]!.fundName).toBe(
      'Katalog: dodan',
    )
    await payload.update({
      collection: 'funding-calls',
      id: added.id,
      data: { fundName: 'Katalog: preimenovan' },
      overrideAccess: true,
      context,
    })
    expect((await search('q=dodan')).total).toBe(0)
    expect((await search('q=preimenovan')).total).toBe(1)
    expect((await openCallsForNkd(payload, 'hr', { code: '62.01' }, noon))[0]!.fundName).toBe(
      'Katalog: preimenovan',
    )
    await payload.delete({
      collection: 'funding-calls',
      id: added.id,
      overrideAccess: true,
      context,
    })
    expect((await search('q=preimenovan')).total).toBe(0)
    expect((await search('')).counts.status.current).toBe(7)
    const open = await openCallsForNkd(payload, 'hr', { code: '62.01' }, noon)
    expect(open.map((call) => call.id)).not.toContain(added.id)
  })
})
